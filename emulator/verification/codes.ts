/**
 * The shared verification-code machinery (protocol §2.1): 45-char codes scoped by (project, type), links,
 * expiry on the virtual clock, single use, and the 20-attempts-per-39-char-nonce limit.
 */
import { nonceOf, otpOf } from '../../domain/verification';
import type { EmulatorCore } from '../core';
import { known } from '../http/errors';
import { newId, randomCode45 } from '../random';
import type { Json, VerificationCodeRecord } from '../state/records';

export const DEFAULT_CODE_LIFETIME_MS = 7 * 24 * 3600 * 1000;
export const MAX_ATTEMPTS_PER_NONCE = 20;

export interface NewCode {
  projectId: string;
  type: string;
  data?: Json;
  expiresInMs?: number;
  /** The link is `callbackUrl` with `code` set; check the URL's trust before calling. */
  callbackUrl?: string | null;
}

export interface CreatedCode {
  record: VerificationCodeRecord;
  code: string;
  /** `callbackUrl?code=…`, or null without a callback URL. */
  link: string | null;
  /** First six characters, upper-cased (what magic-link emails show). */
  otp: string;
  /** Last 39 characters (what send-sign-in-code returns). */
  nonce: string;
}

export function linkWithCode(callbackUrl: string, code: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('code', code);
  return url.toString();
}

export function createVerificationCode(core: EmulatorCore, input: NewCode): CreatedCode {
  const now = core.clock.now();
  const code = randomCode45();
  const record: VerificationCodeRecord = {
    id: newId(), projectId: input.projectId, type: input.type, code, data: input.data ?? null, createdAt: now,
    expiresAt: now + (input.expiresInMs ?? DEFAULT_CODE_LIFETIME_MS), usedAt: null, attemptCount: 0,
    callbackUrl: input.callbackUrl ?? null,
  };
  core.state.verificationCodes[record.id] = record;
  const link = input.callbackUrl === undefined || input.callbackUrl === null ? null : linkWithCode(input.callbackUrl, code);
  return { record, code, link, otp: otpOf(code), nonce: nonceOf(code) };
}

/**
 * Looks the code up and applies the §2.1 checks in order. Every call counts one attempt against every
 * code of the project sharing the nonce, matched or not; the matched code's count is read before that.
 */
function checkedCode(core: EmulatorCore, projectId: string, type: string, submitted: string): VerificationCodeRecord {
  const code = submitted.toLowerCase();
  const nonce = nonceOf(code);
  const codes = Object.values(core.state.verificationCodes).filter((c) => c.projectId === projectId);
  const match = codes.find((c) => c.type === type && c.code === code);
  const attemptsBefore = match?.attemptCount ?? 0;
  for (const c of codes) if (c.code.endsWith(nonce)) c.attemptCount += 1;
  if (match === undefined) throw known('VERIFICATION_CODE_NOT_FOUND');
  if (match.expiresAt <= core.clock.now()) throw known('VERIFICATION_CODE_EXPIRED');
  if (match.usedAt !== null) throw known('VERIFICATION_CODE_ALREADY_USED');
  if (attemptsBefore >= MAX_ATTEMPTS_PER_NONCE) throw known('VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
  return match;
}

/** `POST …/check-code`: validates without consuming. */
export function checkVerificationCode(core: EmulatorCore, projectId: string, type: string, code: string): VerificationCodeRecord {
  return checkedCode(core, projectId, type, code);
}

/** `POST …` (use): marks the code used *before* the caller's handler runs, so a later error still consumes it. */
export function useVerificationCode(core: EmulatorCore, projectId: string, type: string, code: string): VerificationCodeRecord {
  const record = checkedCode(core, projectId, type, code);
  record.usedAt = core.clock.now();
  return record;
}
