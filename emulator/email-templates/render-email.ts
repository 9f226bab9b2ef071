/** Renders an outgoing email from the built-in wording of its type (defaults.ts), with protocol §5.2's variables. */
import { DEFAULT_TEMPLATES, isTemplateType, LINK_VARIABLE } from './defaults';
import { substitute } from './render';

export interface TemplateInput {
  type: string;
  link?: string | null;
  otp?: string;
  /** Caller-supplied variables (e.g. `teamDisplayName`); they win over the derived ones. */
  variables?: Readonly<Record<string, string>>;
}

/** Subject and body text, or null when the type has no template (the caller falls back to plain text). */
export function renderTemplateEmail(projectName: string, input: TemplateInput): { subject: string; body: string } | null {
  if (!isTemplateType(input.type)) return null;
  const vars: Record<string, string> = {
    projectDisplayName: projectName,
    // A neutral stand-in so a sender that does not pass the team name still yields a readable invitation.
    teamDisplayName: 'a team',
    ...(input.otp !== undefined ? { otp: input.otp } : {}),
    ...(input.link !== undefined && input.link !== null ? { [LINK_VARIABLE[input.type]!]: input.link } : {}),
    ...input.variables,
  };
  const template = DEFAULT_TEMPLATES[input.type];
  return { subject: substitute(template.subject, vars), body: substitute(template.content, vars) };
}
