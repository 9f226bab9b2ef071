/**
 * The README's other code blocks type-check: every ```ts and ```tsx block that is not run by tests/examples (the
 * quick start and "Use it from Node" are) is compiled against the source tree, its `portcullis…` imports pointed at
 * the entries the package maps them to, with the usual free variables (`app`, `email`, `password`, the project's
 * keys) declared when the block uses them without declaring them. A block that no longer compiles fails here.
 */
import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { programFor } from './tsdoc-exports';

const ROOT = join(__dirname, '..', '..');
const SNIPPET_DIR = join(ROOT, 'tests/docs/__readme__');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** Package entry → source file, as scripts/build.mjs builds them. */
const ENTRIES: Readonly<Record<string, string>> = {
  'portcullis': '../../../composition/entry-browser',
  'portcullis/server': '../../../composition/entry-node',
  'portcullis/emulator': '../../../emulator/index',
  'portcullis/react': '../../../react-adapter/index',
  'portcullis/next': '../../../next-adapter/index',
  'portcullis/next/handler': '../../../next-adapter/handler',
  'portcullis/stack': '../../../stack-compat/index',
};

/** Free variables a block may use: the declaration added when it uses one without declaring or importing it. */
const FREE: Readonly<Record<string, string>> = {
  app: "import type { ClientApp } from '../../../composition/entry-browser';\ndeclare const app: ClientApp;",
  KnownErrors: "import { KnownErrors } from '../../../composition/entry-browser';",
  email: 'declare const email: string;',
  password: 'declare const password: string;',
  projectId: 'declare const projectId: string;',
  publishableClientKey: 'declare const publishableClientKey: string;',
};

interface Block { readonly label: string; readonly lang: 'ts' | 'tsx'; readonly code: string }

/**
 * Fenced ts/tsx blocks, except the ones tests/examples runs (fenced quick-start-*, or the example file's copy) and the
 * copies of the example apps' files (fenced `file=examples/…`: tests/examples/readme-example-files.test.ts).
 */
function readmeBlocks(): Block[] {
  const ran = readFileSync(join(ROOT, 'examples/use-from-node.ts'), 'utf8');
  return [...README.matchAll(/^```(tsx?)([^\n]*)\n([\s\S]*?)^```$/gm)]
    .filter((m) => !m[2]!.includes('quick-start') && !m[2]!.includes(' file=') && m[3] !== ran)
    .map((m) => ({ label: `README line ${README.slice(0, m.index).split('\n').length}`, lang: m[1] as 'ts' | 'tsx', code: m[3]! }));
}

const declares = (code: string, name: string): boolean =>
  new RegExp(`\\b(const|let|function|class)\\s+${name}\\b|import[^;]*\\b${name}\\b[^;]*from`).test(code);

function moduleOf(block: Block): string {
  const code = block.code.replace(/from '(portcullis(?:\/\w+)?)'/g, (whole, entry: string) => ENTRIES[entry] === undefined ? whole : `from '${ENTRIES[entry]}'`);
  const prelude = Object.entries(FREE).filter(([name]) => new RegExp(`\\b${name}\\b`).test(code) && !declares(code, name)).map(([, line]) => line);
  return `${prelude.join('\n')}\n${code}\nexport {};\n`;
}

function diagnosticsOf(blocks: readonly Block[]): Map<Block, string[]> {
  const base = programFor(ROOT, ['composition/entry-browser.ts', 'react-adapter/index.ts']);
  const options: ts.CompilerOptions = { ...base.getCompilerOptions(), noUnusedLocals: false, noEmit: true };
  const files = new Map(blocks.map((block, i) => [join(SNIPPET_DIR, `${i}.${block.lang}`), block] as const));
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, onError, create) => {
    const block = files.get(name);
    return block === undefined ? getSourceFile(name, version, onError, create) : ts.createSourceFile(name, moduleOf(block), version, true);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.directoryExists = (dir) => dir === SNIPPET_DIR || ts.sys.directoryExists(dir);
  const program = ts.createProgram({ rootNames: [...files.keys()], options, host, oldProgram: base });
  return new Map([...files].map(([name, block]) => {
    const source = program.getSourceFile(name)!;
    const found = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    return [block, found.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))];
  }));
}

describe('README code blocks', () => {
  const blocks = readmeBlocks();

  test('finds the React, sessions and errors blocks', () => {
    expect(blocks.map((b) => b.lang)).toEqual(expect.arrayContaining(['tsx', 'ts']));
    expect(blocks.some((b) => b.code.includes('PortcullisProvider'))).toBe(true);
    expect(blocks.some((b) => b.code.includes('onSessionChange'))).toBe(true);
  });

  test('a block that does not compile is reported', () => {
    const broken: Block = { label: 'broken', lang: 'ts', code: "app.signInWithPasword({ email, password });\n" };
    expect(diagnosticsOf([broken]).get(broken)!.join('\n')).toMatch(/signInWithPasword/);
  }, 120_000);

  test('every block type-checks against the package entries', () => {
    const failing = [...diagnosticsOf(blocks)].filter(([, found]) => found.length > 0)
      .map(([block, found]) => `${block.label}:\n  ${found.join('\n  ')}\n${moduleOf(block)}`);
    expect(failing).toEqual([]);
  }, 120_000);
});
