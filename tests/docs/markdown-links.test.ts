/**
 * Every relative link in the repository's markdown resolves to a file or folder inside the repository (and to a
 * heading, when it names one); no markdown points outside the tree (the reference folder next to the checkout is
 * not part of what a reader gets).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const SKIP = new Set(['node_modules', '.git', 'dist', 'coverage']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** GitHub's heading anchors: lower-cased, punctuation dropped, spaces to hyphens. */
const slug = (heading: string): string =>
  heading.trim().toLowerCase().replace(/[`*_]/g, '').replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const headings = readFileSync(file, 'utf8').split('\n').filter((line) => /^#{1,6}\s/.test(line));
  return new Set(headings.map((line) => slug(line.replace(/^#+\s*/, ''))));
}

/** Markdown links outside fenced code blocks: `[text](target)` and `![alt](target)`. */
function linksOf(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
}

const files = markdownFiles(ROOT);
const isExternal = (target: string): boolean => /^(https?:|mailto:)/i.test(target);

describe('markdown links', () => {
  test('the scan finds the READMEs and docs', () => {
    const names = files.map((f) => relative(ROOT, f));
    expect(names).toEqual(expect.arrayContaining(['README.md', join('docs', 'architecture.md'), join('docs', 'protocol-notes.md')]));
  });

  test.each(files.map((f) => [relative(ROOT, f), f] as const))('%s: relative links resolve inside the repository', (_name, file) => {
    const broken: string[] = [];
    for (const target of linksOf(readFileSync(file, 'utf8'))) {
      if (isExternal(target)) continue;
      const [path, anchor] = target.split('#', 2) as [string, string | undefined];
      const resolved = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
      if (resolved !== ROOT && !resolved.startsWith(ROOT + sep)) { broken.push(`${target} (outside the repository)`); continue; }
      if (!existsSync(resolved)) { broken.push(`${target} (missing)`); continue; }
      if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) broken.push(`${target} (no such heading)`);
    }
    expect(broken).toEqual([]);
  });

  test.each(files.map((f) => [relative(ROOT, f), f] as const))('%s: cites nothing outside the repository (no ../shared/…)', (_name, file) => {
    expect(readFileSync(file, 'utf8')).not.toMatch(/\.\.\/shared\//);
  });
});
