/** Per-project template overrides in `state.extra.emailTemplates` (persisted); absent = the default. */
import type { EmulatorCore } from '../core';
import type { Json } from '../state/records';
import { DEFAULT_TEMPLATES, type EmailTemplateType } from './defaults';

export interface StoredTemplate { subject: string; content: Json }
export interface EmailTemplateView extends StoredTemplate { type: EmailTemplateType; isDefault: boolean }

const TABLE = 'emailTemplates';
const key = (projectId: string, type: string): string => `${projectId}:${type}`;

function table(core: EmulatorCore): Record<string, unknown> {
  const existing = core.state.extra[TABLE];
  if (existing !== undefined) return existing;
  const created: Record<string, unknown> = {};
  core.state.extra[TABLE] = created;
  return created;
}

export function getTemplate(core: EmulatorCore, projectId: string, type: EmailTemplateType): EmailTemplateView {
  const stored = table(core)[key(projectId, type)] as StoredTemplate | undefined;
  if (stored === undefined) return { type, ...DEFAULT_TEMPLATES[type], isDefault: true };
  return { type, subject: stored.subject, content: stored.content, isDefault: false };
}

export function updateTemplate(core: EmulatorCore, projectId: string, type: EmailTemplateType, patch: Partial<StoredTemplate>): EmailTemplateView {
  const current = getTemplate(core, projectId, type);
  table(core)[key(projectId, type)] = { subject: patch.subject ?? current.subject, content: patch.content ?? current.content };
  return getTemplate(core, projectId, type);
}

export function resetTemplate(core: EmulatorCore, projectId: string, type: EmailTemplateType): void {
  delete table(core)[key(projectId, type)];
}

export const templateJson = (t: EmailTemplateView): Record<string, unknown> =>
  ({ type: t.type, subject: t.subject, content: t.content, is_default: t.isDefault });
