import { CORE_STRINGS, type PortcullisStrings } from '../strings';

/**
 * Every default text of the screens (English), both parts of the table: a starting point for a translation. Async
 * because the account settings' texts are a chunk of their own, loaded with those screens, which a page that only
 * signs people in never fetches:
 *
 *   const english = await loadDefaultStrings();
 */
export async function loadDefaultStrings(): Promise<PortcullisStrings> {
  const { SETTINGS_STRINGS } = await import('./settings-strings');
  return { ...CORE_STRINGS, ...SETTINGS_STRINGS };
}
