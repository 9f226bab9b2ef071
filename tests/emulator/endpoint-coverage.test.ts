/** Every call of spec §7 (tests/fixtures/spec-calls.json) is served by a route of ALL_ROUTES and called by the emulator suites. */
import { join } from 'node:path';
import { endpointRows, renderEndpointsTable, type EndpointRow } from '../../scripts/emulator-endpoints/render';
import { callLabel } from '../../scripts/emulator-endpoints/spec-calls';

const root = join(__dirname, '..', '..');
let rows: EndpointRow[];

beforeAll(async () => {
  rows = await endpointRows(root);
  console.log(`spec §7 calls → emulator routes → tests\n${renderEndpointsTable(rows)}`);
});

it('the fixture lists each spec §7 call once', () => {
  const labels = rows.map((r) => callLabel(r.call));
  expect(new Set(labels).size).toBe(labels.length);
  expect(labels.length).toBeGreaterThanOrEqual(70);
});

it('the emulator serves every spec §7 call (method + path template against the route table)', () => {
  expect(rows.filter((r) => r.served === null).map((r) => callLabel(r.call))).toEqual([]);
});

it('the route that serves a call has the same method and a path of the same shape', () => {
  for (const { call, served } of rows) {
    expect(served?.route.method).toBe(call.method);
    expect(served?.route.path.split('/').length).toBe(call.path.split('/').length);
    expect(served?.file).toMatch(/^emulator\/routes\/[a-z-]+\.routes\.ts$/);
  }
});

it('every spec §7 call is made by at least one file under tests/emulator/', () => {
  expect(rows.filter((r) => r.tests.length === 0).map((r) => callLabel(r.call))).toEqual([]);
});
