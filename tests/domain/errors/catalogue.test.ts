/** The catalogue against the wire protocol's §4 (tests/fixtures/protocol-known-errors.md): every code, status, parent and details field; graph integrity. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue, danglingParents, parentCycles, pascalCaseOfCode, type AnyRow } from '../../../domain/errors';
import { PROTOCOL_PARENT_CODES, readProtocolCodes } from './protocol-table';

const rows = catalogue as unknown as Readonly<Record<string, AnyRow>>;
const protocolCodes = readProtocolCodes();
const WIRE_CODE_COUNT = 109; // 105 table rows (ANALYTICS_NOT_ENABLED added in issue 20); one row names 3 codes, two rows name 2
const ABSTRACT_COUNT = 11;

describe('catalogue vs the protocol §4 table', () => {
  test('the fixture holds the expected number of codes, each once', () => {
    expect(protocolCodes).toHaveLength(WIRE_CODE_COUNT);
    expect(new Set(protocolCodes.map((p) => p.code)).size).toBe(WIRE_CODE_COUNT);
  });

  test.each(protocolCodes)('$code: in the catalogue with status $status and parent $parent', ({ code, status, parent, fields }) => {
    const row = rows[code];
    expect(row).toBeDefined();
    expect(row!.status).toBe(status);
    expect(row!.parent).toBe(parent);
    expect(row!.abstract).toBe(false);
    expect([...(row!.details?.fields ?? [])].sort()).toEqual([...fields].sort());
  });

  test('the parent codes of the preamble are abstract rows with the stated parents', () => {
    for (const [code, parent] of Object.entries(PROTOCOL_PARENT_CODES)) {
      expect({ code, abstract: rows[code]?.abstract, parent: rows[code]?.parent }).toEqual({ code, abstract: true, parent });
    }
  });

  test('the catalogue holds exactly the wire codes plus the abstract parents', () => {
    const expected = [...protocolCodes.map((p) => p.code), ...Object.keys(PROTOCOL_PARENT_CODES)].sort();
    expect(Object.keys(rows).sort()).toEqual(expected);
    expect(Object.values(rows).filter((r) => r.abstract)).toHaveLength(ABSTRACT_COUNT);
  });

  test('the wire wordings given by the protocol are used', () => {
    const say = (code: string, details?: unknown) => (rows[code]!.message as (d: unknown) => string)(details);
    expect(say('EMAIL_PASSWORD_MISMATCH')).toBe('Wrong e-mail or password.');
    expect(say('USER_NOT_FOUND')).toBe('User not found.');
    expect(say('UNPARSABLE_ACCESS_TOKEN')).toBe('Access token is not parsable.');
    expect(say('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: 'T', user_id: 'U' })).toBe('User U is not found in team T.');
    expect(say('USER_EMAIL_ALREADY_EXISTS', { email: 'x', would_work_if_email_was_verified: false })).toBe('A user with email "x" already exists.');
    expect(say('PASSWORD_TOO_SHORT', { min_length: 8 })).toBe('Password too short. Minimum length is 8.');
    expect(say('PASSWORD_TOO_LONG', { maxLength: 70 })).toBe('Password too long. Maximum length is 70.');
    expect(say('SCHEMA_ERROR', { message: 'Request validation failed on GET /x' })).toBe('Request validation failed on GET /x');
  });
});

describe('catalogue rows', () => {
  test.each(Object.entries(rows))('%s: the example details give a complete message', (code, row) => {
    const example = row.details?.example;
    const message = (row.message as (d: unknown) => string)(example);
    expect(message.length).toBeGreaterThan(0);
    expect(message).not.toMatch(/undefined|\[object Object\]/);
    if (row.details) expect(Object.keys(row.details.example)).toEqual([...row.details.fields]);
  });

  test('only the INVALID_ACCESS_TOKEN family is retried after a token refresh (protocol §1.6)', () => {
    const retried = Object.keys(rows).filter((code) => rows[code]!.retryAfterTokenRefresh).sort();
    expect(retried).toEqual(['ACCESS_TOKEN_EXPIRED', 'INVALID_ACCESS_TOKEN', 'INVALID_PROJECT_FOR_ACCESS_TOKEN', 'UNPARSABLE_ACCESS_TOKEN']);
  });
});

describe('catalogue integrity', () => {
  test('no code appears twice in the source of the table', () => {
    const source = readFileSync(join(__dirname, '..', '..', '..', 'domain', 'errors', 'catalogue.ts'), 'utf8');
    const keys = [...source.matchAll(/^\s+([A-Z][A-Z0-9_]*): row\(/gm)].map((m) => m[1]!);
    expect(keys).toHaveLength(Object.keys(rows).length);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  test('no two codes share a class name', () => {
    const names = Object.keys(rows).map(pascalCaseOfCode);
    expect(new Set(names).size).toBe(names.length);
  });

  test('the parent graph has no cycles and no dangling parents', () => {
    expect(parentCycles(rows)).toEqual([]);
    expect(danglingParents(rows)).toEqual([]);
  });

  test('parentCycles finds a cycle, a self-loop, and ignores chains leading into one', () => {
    const table = {
      A: { parent: 'B' }, B: { parent: 'C' }, C: { parent: 'A' },
      SELF: { parent: 'SELF' },
      TAIL: { parent: 'A' },
      ROOT: { parent: undefined }, LEAF: { parent: 'ROOT' },
    };
    const cycles = parentCycles(table).map((c) => [...c].sort());
    expect(cycles).toEqual([['A', 'B', 'C'], ['SELF']]);
  });

  test('danglingParents names parents that are not rows', () => {
    expect(danglingParents({ A: { parent: 'MISSING' }, B: { parent: 'A' }, C: { parent: undefined } })).toEqual(['MISSING']);
  });
});
