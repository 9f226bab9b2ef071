/**
 * The README's 'Use it from Node' example runs as written (tsx, real HTTP on 127.0.0.1 against the emulator it
 * starts) and the README's ```ts block is the example file byte for byte (the README is its one printed copy).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = process.cwd();
const EXAMPLE = 'examples/use-from-node.ts';
const HEADING = '### Use it from Node';

/** The first ```ts block after the heading, or null when the document has no such section. */
function exampleBlockOf(markdown: string): string | null {
  const section = markdown.indexOf(HEADING);
  if (section < 0) return null;
  const match = /```ts\n([\s\S]*?)```/.exec(markdown.slice(section));
  return match === null ? null : match[1]!;
}

describe(EXAMPLE, () => {
  it('runs, prints each step and exits 0', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', EXAMPLE], { cwd: root, timeout: 60_000 });
    expect(stdout).toMatch(/^signed in: ann@example\.com \([0-9a-f-]{36}\)$/m);
    expect(stdout).toMatch(/^team created: Ann's team \(members: ann@example\.com\)$/m);
    expect(stdout).toMatch(/^users: ann@example\.com$/m);
    expect(stdout).toMatch(/^signed out: true$/m);
  }, 60_000);

  it('is the ```ts block of the README section, verbatim', () => {
    const block = exampleBlockOf(readFileSync(join(root, 'README.md'), 'utf8'));
    expect(block).toBe(readFileSync(join(root, EXAMPLE), 'utf8'));
  });
});
