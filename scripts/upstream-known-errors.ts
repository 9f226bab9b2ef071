/** Writes tests/fixtures/upstream-known-errors.json from the upstream definitions: `npx tsx scripts/upstream-known-errors.ts`. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { upstreamFixture } from './upstream-known-errors/upstream-cases';

const target = join(process.cwd(), 'tests', 'fixtures', 'upstream-known-errors.json');
const fixture = upstreamFixture();
const { cases } = fixture;
writeFileSync(target, `${JSON.stringify(fixture, undefined, 2)}\n`);
console.log(`${cases.length} cases of ${new Set(cases.map((c) => c.code)).size} codes → ${target}`);
