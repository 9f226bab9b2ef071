import { CORE_STRINGS, type PortcullisStrings } from '../strings';
import { SETTINGS_STRINGS } from './settings-strings';

/** Every default text of the screens (English), both parts of the table: a starting point for a translation. */
export const DEFAULT_STRINGS: PortcullisStrings = /* @__PURE__ */ Object.assign({}, CORE_STRINGS, SETTINGS_STRINGS);
