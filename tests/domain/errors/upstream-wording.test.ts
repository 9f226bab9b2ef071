/**
 * Emulator fidelity (issue 16): every known error the emulator can send is byte-identical to the hosted service's —
 * status, `x-stack-known-error` header and JSON body (message, interpolated values, details, key order, indentation).
 * tests/fixtures/upstream-known-errors.json is what the upstream definitions answer (scripts/upstream-known-errors.ts),
 * with the package versions it was produced from; the first test re-runs them, so the fixture cannot drift from upstream
 * or be edited by hand.
 */
import fixture from '../../fixtures/upstream-known-errors.json';
import { catalogueRows, type KnownErrorCode } from '../../../domain/errors/catalogue';
import { errorResponse } from '../../../emulator/http/finalize';
import { known, knownBecause, type ArgumentCode } from '../../../emulator/http/errors';
import { upstreamFixture, type UpstreamCase } from '../../../scripts/upstream-known-errors/upstream-cases';

const cases = fixture.cases as readonly UpstreamCase[];
const wireCodes = Object.entries(catalogueRows).filter(([, row]) => !('abstract' in row && row.abstract === true)).map(([code]) => code);

/** Raises the error exactly as an emulator route does, and renders the response the emulator sends. */
function emulatorResponse(c: UpstreamCase): Response {
  const thrown = c.argument !== null
    ? knownBecause(c.code as ArgumentCode, c.argument)
    : (known as (code: KnownErrorCode, details?: unknown) => ReturnType<typeof known>)(c.code as KnownErrorCode, c.details ?? undefined);
  return errorResponse(thrown, () => undefined);
}

test('the fixture is what the upstream definitions answer today, and names the packages it came from (regenerated and compared)', () => {
  expect(upstreamFixture()).toEqual(fixture);
});

test('the fixture names the upstream file and the newest packaged build first', () => {
  expect(fixture.source.file).toBe('packages/stack-shared/src/known-errors.tsx');
  expect(fixture.source.modules.map((m) => `${m.package}@${m.version}`)).toEqual(['@stackframe/stack-shared@2.8.108', '@stackframe/stack-shared@2.8.102']);
});

test('the fixture covers every wire code of the catalogue (109)', () => {
  expect(new Set(cases.map((c) => c.code))).toEqual(new Set(wireCodes));
  expect(wireCodes).toHaveLength(109);
});

describe.each(wireCodes)('%s', (code) => {
  test.each(cases.filter((c) => c.code === code).map((c) => [JSON.stringify(c.argument ?? c.details), c] as const))(
    'with %s: status, header and body are the hosted service\'s, byte for byte', async (_label, c) => {
      const response = emulatorResponse(c);
      expect(response.status).toBe(c.status);
      expect(response.headers.get('x-stack-known-error')).toBe(c.code);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.text()).toBe(c.body);
    });
});
