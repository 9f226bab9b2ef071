/**
 * The project's email templates as `/internal/email-templates` serves them (persisted in `state.extra.emailTemplates`,
 * one record per project; absent = the built-in ones). As in the service, a project on the shared email server always
 * sees the built-in templates, and only a project with its own SMTP server may change them.
 */
import type { EmulatorCore } from '../core';
import type { ProjectRecord } from '../state/records';
import { emptyTable } from '../state/state';
import { BUILT_IN_TEMPLATES, type TemplateRecord } from './catalogue';

const TABLE = 'emailTemplates';
type Templates = Record<string, TemplateRecord>;

function table(core: EmulatorCore): Record<string, unknown> {
  const existing = core.state.extra[TABLE];
  if (existing !== undefined) return existing;
  const created = emptyTable<unknown>();
  core.state.extra[TABLE] = created;
  return created;
}

/** The templates the project uses now, by id, in creation order (the built-in ones first). */
export function listTemplates(core: EmulatorCore, project: ProjectRecord): Readonly<Templates> {
  if (project.config.emailConfig.type === 'shared') return BUILT_IN_TEMPLATES;
  return (table(core)[project.id] as Templates | undefined) ?? BUILT_IN_TEMPLATES;
}

/** Replaces the project's templates (a copy of the built-in ones is made on the first change). */
export function changeTemplates(core: EmulatorCore, project: ProjectRecord, change: (templates: Templates) => void): void {
  // No prototype: template ids come from request paths.
  const templates: Templates = Object.assign(emptyTable<TemplateRecord>(), structuredClone({ ...listTemplates(core, project) }));
  change(templates);
  table(core)[project.id] = templates;
}

/**
 * The templates in the service's order: the built-in ones where they stand, then the project's own by id (the service
 * keeps them in a Postgres jsonb object, whose keys of one length come back in byte order).
 */
export function orderedTemplates(templates: Readonly<Templates>): Array<[string, TemplateRecord]> {
  const builtIn = Object.keys(BUILT_IN_TEMPLATES);
  const rank = (id: string): number => { const i = builtIn.indexOf(id); return i < 0 ? builtIn.length : i; };
  return Object.entries(templates).sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** `theme_id` is on the wire only for a theme or `false`: the service drops a null one (measured, issue 20). */
export const templateJson = (id: string, t: TemplateRecord): Record<string, unknown> => ({
  id, display_name: t.displayName, tsx_source: t.tsxSource, ...(typeof t.themeId === 'string' || t.themeId === false ? { theme_id: t.themeId } : {}),
});
