/** Randomness for ids, codes and tokens, from node:crypto (never Math.random: these are secrets). */
import { randomBytes, randomUUID } from 'node:crypto';
import { crockfordBase32 } from '../domain/shared/base32';

export const newId = (): string => randomUUID();

/** 28 bytes → 45 lowercase Crockford characters: refresh tokens, verification codes, key bodies. */
export const randomCode45 = (): string => crockfordBase32(randomBytes(28));

/** An `x-stack-request-id`: 80 random lowercase characters. */
export const requestId = (): string => crockfordBase32(randomBytes(50));
