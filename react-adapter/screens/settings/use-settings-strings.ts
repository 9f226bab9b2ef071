import { useMemo } from 'react';
import { usePortcullis } from '../../context';
import type { PortcullisStrings } from '../../strings';
import { SETTINGS_STRINGS } from '../../strings/settings-strings';

/**
 * The whole strings table for the account settings and team pages: their own defaults (loaded with these screens)
 * under the provider's table, which holds the up-front defaults and every text the app replaced.
 */
export function useSettingsStrings(): PortcullisStrings {
  const { strings } = usePortcullis();
  return useMemo(() => ({ ...SETTINGS_STRINGS, ...strings }), [strings]);
}
