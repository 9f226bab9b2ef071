/**
 * The emulator's whole state: plain JSON-serialisable tables keyed by id, so export/import is one
 * JSON.stringify. To add a table: add it to `State` and to `emptyTables()`; persistence picks it up.
 */
import type {
  ApiKeySetRecord, ContactChannelRecord, PasskeyRecord, ProjectPermissionGrant, ProjectRecord, SessionRecord,
  SigningKeyRecord, TeamMembershipRecord, TeamPermissionGrant, TeamRecord, UserRecord, VerificationCodeRecord,
} from './records';

export interface State {
  /** Bumped when the shape changes incompatibly; import refuses other versions. */
  version: 1;
  signingKey: SigningKeyRecord;
  projects: Record<string, ProjectRecord>;
  apiKeySets: Record<string, ApiKeySetRecord>;
  users: Record<string, UserRecord>;
  contactChannels: Record<string, ContactChannelRecord>;
  sessions: Record<string, SessionRecord>;
  verificationCodes: Record<string, VerificationCodeRecord>;
  teams: Record<string, TeamRecord>;
  /** Key: `${teamId}:${userId}`. */
  teamMemberships: Record<string, TeamMembershipRecord>;
  teamPermissionGrants: TeamPermissionGrant[];
  projectPermissionGrants: ProjectPermissionGrant[];
  /** WebAuthn credentials (passkeys/store.ts), keyed by row id. */
  passkeys: Record<string, PasskeyRecord>;
  /** Free-form tables for later features (passkeys, oauth flows, …) until they get a typed slot. */
  extra: Record<string, Record<string, unknown>>;
}

/**
 * A table keyed by ids that arrive in requests: no prototype, so `__proto__`, `constructor` or `toString` as a project
 * id, user id or OAuth client id finds nothing (instead of Object.prototype's members).
 */
export function emptyTable<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** `rows` copied into a table without prototype (a loaded state file's objects have one). */
export function tableOf<T>(rows: Record<string, T> | undefined): Record<string, T> {
  return Object.assign(emptyTable<T>(), rows ?? {});
}

/** The keyed tables of State (the two grant lists are arrays). */
export const KEYED_TABLES = [
  'projects', 'apiKeySets', 'users', 'contactChannels', 'sessions', 'verificationCodes', 'teams', 'teamMemberships', 'passkeys', 'extra',
] as const satisfies ReadonlyArray<keyof State>;

export function emptyState(signingKey: SigningKeyRecord): State {
  return {
    version: 1,
    signingKey,
    projects: emptyTable(),
    apiKeySets: emptyTable(),
    users: emptyTable(),
    contactChannels: emptyTable(),
    sessions: emptyTable(),
    verificationCodes: emptyTable(),
    teams: emptyTable(),
    teamMemberships: emptyTable(),
    teamPermissionGrants: [],
    projectPermissionGrants: [],
    passkeys: emptyTable(),
    extra: emptyTable(),
  };
}

export const membershipKey = (teamId: string, userId: string): string => `${teamId}:${userId}`;
