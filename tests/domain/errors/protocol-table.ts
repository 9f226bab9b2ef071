/** Parses tests/fixtures/protocol-known-errors.md (the wire protocol's §4 catalogue, verbatim) into one entry per code. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ProtocolCode {
  readonly code: string;
  readonly status: number;
  readonly parent: string | undefined;
  readonly fields: readonly string[];
}

const FIXTURE = join(__dirname, '..', '..', 'fixtures', 'protocol-known-errors.md');

/** Backticked identifiers of a cell part (`restricted_reason` yes, `{type}` no). */
const identifiers = (text: string): string[] =>
  [...text.matchAll(/`([A-Za-z_][A-Za-z0-9_]*)`/g)].map((m) => m[1]!);

function parseRow(line: string): ProtocolCode[] {
  // Cells are separated by unescaped pipes (`number\|null` stays inside its cell).
  const [, codeCell, statusCell, parentCell, , detailsCell] = line.split(/(?<!\\)\|/).map((c) => c.trim());
  const codes = identifiers(codeCell!);
  const statuses = statusCell!.split('/').map((s) => Number(s.trim()));
  const detailParts = detailsCell!.startsWith('—') ? [] : detailsCell!.split(' / ');
  return codes.map((code, i) => ({
    code,
    status: statuses.length === 1 ? statuses[0]! : statuses[i]!,
    parent: parentCell === '—' ? undefined : parentCell,
    fields: identifiers(detailParts.length === 1 ? detailParts[0]! : (detailParts[i] ?? '')),
  }));
}

export function readProtocolCodes(): ProtocolCode[] {
  return readFileSync(FIXTURE, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap(parseRow);
}

/** The parent relations stated in the paragraph above the table (parents of parents). */
export const PROTOCOL_PARENT_CODES: Readonly<Record<string, string | undefined>> = {
  PROJECT_AUTHENTICATION_ERROR: undefined,
  INVALID_PROJECT_AUTHENTICATION: 'PROJECT_AUTHENTICATION_ERROR',
  PROJECT_AUTHENTICATION_REQUIRED: 'PROJECT_AUTHENTICATION_ERROR',
  INVALID_ADMIN_ACCESS_TOKEN: 'INVALID_PROJECT_AUTHENTICATION',
  SESSION_AUTHENTICATION_ERROR: undefined,
  INVALID_SESSION_AUTHENTICATION: 'SESSION_AUTHENTICATION_ERROR',
  INVALID_ACCESS_TOKEN: 'INVALID_SESSION_AUTHENTICATION',
  REFRESH_TOKEN_ERROR: undefined,
  PASSWORD_REQUIREMENTS_NOT_MET: undefined,
  VERIFICATION_ERROR: undefined,
  API_KEY_NOT_VALID: undefined,
};
