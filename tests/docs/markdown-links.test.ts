/**
 * Every relative link in the repository's tracked markdown (`git ls-files '*.md'`) resolves to a file or folder inside
 * the repository (and to a heading, when it names one); no markdown points outside the tree (files next to the
 * checkout are not part of what a reader gets).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(__dirname, '../..');

function markdownFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '*.md'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  return listed.map((file) => join(ROOT, file)).filter((file) => existsSync(file));
}

/** GitHub's heading anchors: lower-cased, punctuation dropped, spaces to hyphens. */
const slug = (heading: string): string =>
  heading.trim().toLowerCase().replace(/[`*_]/g, '').replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const headings = readFileSync(file, 'utf8').split('\n').filter((line) => /^#{1,6}\s/.test(line));
  return new Set(headings.map((line) => slug(line.replace(/^#+\s*/, ''))));
}

/**
 * Link targets outside fenced code blocks and inline code: `[text](target)`, `![alt](target)`, reference definitions
 * `[name]: target` and HTML `src="…"` / `href="…"`.
 */
function linksOf(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [
    ...[...prose.matchAll(/!?\[[^\]]*\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!),
    ...[...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s+<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]!),
    ...[...prose.matchAll(/<(?:a|img)\s[^>]*?(?:href|src)="([^"]+)"/gi)].map((m) => m[1]!),
  ];
}

const files = markdownFiles();
const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target) && !/^file:/i.test(target);

/** The problem with one link target of `file`, or null when it resolves inside the repository. */
function problemOf(file: string, target: string): string | null {
  if (isExternal(target)) return null;
  if (/^(file:|\/)/i.test(target)) return `${target} (absolute: outside the repository)`;
  const [path, anchor] = target.split('#', 2) as [string, string | undefined];
  const resolved = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
  if (resolved !== ROOT && !resolved.startsWith(ROOT + sep)) return `${target} (outside the repository)`;
  if (!existsSync(resolved)) return `${target} (missing)`;
  if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) return `${target} (no such heading)`;
  return null;
}

describe('markdown links', () => {
  test('the scan finds the READMEs and docs', () => {
    const names = files.map((f) => relative(ROOT, f));
    expect(names).toEqual(expect.arrayContaining(['README.md', join('docs', 'architecture.md'), join('docs', 'protocol-notes.md')]));
  });

  test('the checker catches a missing file, a missing heading, a link out of the tree and an absolute path', () => {
    const readme = join(ROOT, 'README.md');
    expect(linksOf('[a](docs/nope.md) ![b](<docs/errors.md>) `[c](x.md)`\n[d]: ../shared/reference/protocol.md\n<img src="/etc/passwd">'))
      .toEqual(['docs/nope.md', 'docs/errors.md', '../shared/reference/protocol.md', '/etc/passwd']);
    expect(problemOf(readme, 'docs/nope.md')).toBe('docs/nope.md (missing)');
    expect(problemOf(readme, 'docs/architecture.md#no-such-heading')).toBe('docs/architecture.md#no-such-heading (no such heading)');
    expect(problemOf(readme, '../shared/reference/protocol.md')).toBe('../shared/reference/protocol.md (outside the repository)');
    expect(problemOf(readme, '/etc/passwd')).toBe('/etc/passwd (absolute: outside the repository)');
    expect(problemOf(readme, 'docs/architecture.md#how-a-request-travels')).toBeNull();
    expect(problemOf(readme, 'https://api.stack-auth.com')).toBeNull();
  });

  test.each(files.map((f) => [relative(ROOT, f), f] as const))('%s: relative links resolve inside the repository', (_name, file) => {
    const broken = linksOf(readFileSync(file, 'utf8')).flatMap((target) => problemOf(file, target) ?? []);
    expect(broken).toEqual([]);
  });

  test.each(files.map((f) => [relative(ROOT, f), f] as const))('%s: cites nothing outside the repository (no ../shared/…)', (_name, file) => {
    expect(readFileSync(file, 'utf8')).not.toMatch(/\.\.\/shared\//);
  });
});
