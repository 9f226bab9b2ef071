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

export function emptyState(signingKey: SigningKeyRecord): State {
  return {
    version: 1,
    signingKey,
    projects: {},
    apiKeySets: {},
    users: {},
    contactChannels: {},
    sessions: {},
    verificationCodes: {},
    teams: {},
    teamMemberships: {},
    teamPermissionGrants: [],
    projectPermissionGrants: [],
    passkeys: {},
    extra: {},
  };
}

export const membershipKey = (teamId: string, userId: string): string => `${teamId}:${userId}`;
