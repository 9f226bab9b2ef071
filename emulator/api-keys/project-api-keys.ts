/**
 * User and team API keys (`/user-api-keys`, `/team-api-keys`): rows kept in `state.extra`, the backend's key format
 * and the JSON shapes (full value once on create, `{last_four}` afterwards).
 */
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { crockfordBase32 } from '../../domain/shared/base32';
import type { EmulatorCore } from '../core';

export type ApiKeyOwnerType = 'user' | 'team';

export interface ProjectApiKeyRecord {
  id: string;
  projectId: string;
  type: ApiKeyOwnerType;
  /** The user's or the team's id, per `type`. */
  ownerId: string;
  description: string;
  secretApiKey: string;
  isPublic: boolean;
  createdAt: number;
  expiresAt: number | null;
  manuallyRevokedAt: number | null;
}

const TABLE = 'projectApiKeys';
/** The backend's marker, present in every user/team key so scanners can find them. */
const MARKER = '574ck4u7h';

export function apiKeyTable(core: EmulatorCore): Record<string, ProjectApiKeyRecord> {
  return (core.state.extra[TABLE] ??= {}) as Record<string, ProjectApiKeyRecord>;
}

/**
 * `<sk|pk>_<45 random chars><id without dashes><user|team><flag>574ck4u7h<crc32 hex>`; the flag says self-hosted (1)
 * plus public (2), as the backend does for every host but its cloud one.
 */
export function newProjectApiKey(id: string, type: ApiKeyOwnerType, isPublic: boolean): string {
  const prefix = isPublic ? 'pk' : 'sk';
  const flag = '0123456789abcdefghjkmnpqrstvwxyz'[1 + (isPublic ? 2 : 0)];
  const secret = crockfordBase32(randomBytes(29)).slice(-45);
  const body = `${prefix}_${secret}${id.replace(/-/g, '')}${type}${flag}${MARKER}`;
  return `${body}${crc32(Buffer.from(body, 'utf8')).toString(16).padStart(8, '0')}`;
}

/** Create shows the whole value; every later read shows its last four characters. */
export function projectApiKeyJson(key: ProjectApiKeyRecord, firstView: boolean): Record<string, unknown> {
  return {
    id: key.id,
    description: key.description,
    is_public: key.isPublic,
    created_at_millis: key.createdAt,
    ...(key.expiresAt !== null ? { expires_at_millis: key.expiresAt } : {}),
    ...(key.manuallyRevokedAt !== null ? { manually_revoked_at_millis: key.manuallyRevokedAt } : {}),
    value: firstView ? key.secretApiKey : { last_four: key.secretApiKey.slice(-4) },
    ...(key.type === 'user' ? { user_id: key.ownerId, type: 'user' } : { team_id: key.ownerId, type: 'team' }),
  };
}

/** Keys of deleted users and teams go with them (the backend cascades the rows). */
export function ownerExists(core: EmulatorCore, key: ProjectApiKeyRecord): boolean {
  return key.type === 'user' ? core.state.users[key.ownerId]?.projectId === key.projectId : core.state.teams[key.ownerId]?.projectId === key.projectId;
}

export function projectApiKeys(core: EmulatorCore, projectId: string): ProjectApiKeyRecord[] {
  return Object.values(apiKeyTable(core)).filter((k) => k.projectId === projectId && ownerExists(core, k));
}
