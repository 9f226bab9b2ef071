/** The official team invitation objects, both ways: `Date` expiry, `accept()` / `revoke()` that throw on failure. */
import { toDate } from './dates';
import type { ReceivedTeamInvitation, SentTeamInvitation, TeamInvitation } from './portcullis';
import { orThrowVoid } from './results';

export class StackReceivedTeamInvitation {
  readonly id: string;
  readonly teamId: string;
  readonly teamDisplayName: string;
  readonly recipientEmail: string;
  readonly expiresAt: Date;
  readonly #accept: () => Promise<void>;

  /** `accept` defaults to the invitation's own (a signed-in user's); a server user's invitations bring theirs. */
  constructor(invitation: ReceivedTeamInvitation | TeamInvitation, accept?: () => Promise<void>) {
    this.#accept = accept ?? (() => orThrowVoid((invitation as ReceivedTeamInvitation).accept()));
    this.id = invitation.id;
    this.teamId = invitation.teamId;
    this.teamDisplayName = invitation.teamDisplayName;
    this.recipientEmail = invitation.recipientEmail;
    this.expiresAt = toDate(invitation.expiresAt);
  }

  accept(): Promise<void> {
    return this.#accept();
  }
}

export class StackSentTeamInvitation {
  readonly id: string;
  readonly recipientEmail: string | null;
  readonly expiresAt: Date;
  readonly #revoke: () => Promise<void>;

  constructor(invitation: SentTeamInvitation | TeamInvitation, revoke: () => Promise<void>) {
    this.id = invitation.id;
    this.recipientEmail = invitation.recipientEmail;
    this.expiresAt = toDate(invitation.expiresAt);
    this.#revoke = revoke;
  }

  revoke(): Promise<void> {
    return this.#revoke();
  }
}
