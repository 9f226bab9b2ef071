/**
 * The README's copies of the example apps' files (blocks fenced as ```ts file=examples/…) are those files byte for
 * byte, so what the README shows is what `npm run test:examples` builds from the tarball and walks in Chromium.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const README = readFileSync(join(root, 'README.md'), 'utf8');
const blocks = [...README.matchAll(/^```\w+ file=(\S+)\n([\s\S]*?)^```$/gm)].map((m) => ({ path: m[1]!, code: m[2]! }));

test('the README shows example files (React Router / Vite, Your own API)', () => {
  expect(blocks.map((b) => b.path)).toEqual(expect.arrayContaining([
    'examples/vite-react-router/src/portcullis.ts', 'examples/vite-react-router/src/router.tsx', 'examples/node-api/routes.js',
  ]));
});

test.each(blocks.map((b) => [b.path, b.code] as const))('%s is shown verbatim', (path, code) => {
  expect(path.startsWith('examples/')).toBe(true);
  expect(code).toBe(readFileSync(join(root, path), 'utf8'));
});
