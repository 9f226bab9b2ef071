/** Snake_case JSON shapes of email templates: the legacy spec shape and the current TSX one (protocol §3.7). */
import type { JsonValue } from '../json-value';

export interface EmailTemplateWire {
  readonly type: string;
  readonly subject: string;
  readonly content: JsonValue;
  readonly is_default: boolean;
}

export interface EmailTemplateSourceWire {
  readonly id: string;
  readonly display_name: string;
  readonly tsx_source: string;
  /** Absent = the project's theme; false = no theme. */
  readonly theme_id?: string | false;
}
