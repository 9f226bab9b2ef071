/** Snake_case JSON shapes of the email templates at `/internal/email-templates` (protocol §3.7). */

export interface EmailTemplateWire {
  readonly id: string;
  readonly display_name: string;
  readonly tsx_source: string;
  /** Absent or null = the project's theme; false = no theme. */
  readonly theme_id?: string | false | null;
}

/** GET /internal/email-templates. */
export interface EmailTemplateListWire {
  readonly templates: readonly EmailTemplateWire[];
}
