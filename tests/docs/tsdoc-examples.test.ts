/**
 * The TSDoc examples compile: every `@example` block of every export of application/index.ts and of the composition
 * entries (followed to its declaration) is type-checked as a snippet with the TypeScript compiler API. Each snippet is
 * the body of an async function in a module that imports every export of the package entry it comes from (the Node
 * entry for application/) and of the emulator, and declares the usual free variables (`app`, `server`, `admin`, `user`, `team`…) plus the
 * ones of FREE_VARIABLES for that export. A snippet that does not compile fails the test with its diagnostics.
 */
import ts from 'typescript';
import { dirname, join, relative } from 'node:path';
import { examplesOf, programFor } from './tsdoc-exports';

const root = process.cwd();

/** Each checked barrel and the package entry its snippets import from. */
const BARRELS = {
  'application/index.ts': 'composition/entry-node.ts',
  'composition/entry-node.ts': 'composition/entry-node.ts',
  'composition/entry-browser.ts': 'composition/entry-browser.ts',
  'composition/entry-memory.ts': 'composition/entry-memory.ts',
} as const;
type Barrel = keyof typeof BARRELS;

/** Declarations re-exported by several entries whose examples belong to one of them (by declaration file). */
const ENTRY_OF_DECLARATION: Readonly<Record<string, string>> = {
  'composition/memory.container.ts': 'composition/entry-memory.ts',
};

/** Free variables every snippet may use (name → type), declared with `declare const`. */
const COMMON_VARIABLES: Readonly<Record<string, string>> = {
  app: 'ClientApp', server: 'ServerApp', admin: 'AdminApp', user: 'CurrentUser', team: 'Team',
  email: 'string', password: 'string', code: 'string', userId: 'string', teamId: 'string',
  projectId: 'string', publishableClientKey: 'string', secretServerKey: 'string', superSecretAdminKey: 'string',
};

/** Free variables of the snippets of one export (by export name), added to or replacing the common ones. */
const FREE_VARIABLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ContactChannel: { channel: 'ContactChannel' },
  SentTeamInvitation: { invitation: 'SentTeamInvitation' },
  ReceivedTeamInvitation: { invitation: 'ReceivedTeamInvitation' },
  ServerUser: { user: 'ServerUser' },
  ServerUserSession: { user: 'ServerUser' },
  ServerContactChannel: { user: 'ServerUser' },
  ServerContactChannelCreate: { user: 'ServerUser' },
  ServerTeam: { team: 'ServerTeam' },
  ServerTeamMember: { team: 'ServerTeam' },
  IdRef: { team: 'ServerTeam', user: 'ServerUser' },
  ApiKeyError: { id: 'string' },
  ApiKey: { apiKey: 'ApiKey' },
  AppCache: { cache: 'AppCache' },
  CacheSnapshot: { cache: 'AppCache' },
  CacheKey: { cache: 'AppCache' },
  KnownError: { error: 'unknown' },
  KnownErrors: { error: 'unknown' },
  OperationNotAllowedError: { error: 'unknown' },
  NotAllowedReason: { error: 'unknown' },
  ConnectedAccountAccess: { url: 'string' },
  SendServerUserVerificationError: { serverUser: 'ServerUser' },
  ServerMembershipError: { serverUser: 'ServerUser' },
  SetServerPasswordError: { serverUser: 'ServerUser' },
  CookieJarOption: { options: 'ClientOptions', myRequestCookies: 'CookiePort' },
  SessionSource: { options: 'ClientOptions', request: 'Request', cookieJar: 'CookiePort' },
  CookieOptions: { cookies: 'CookiePort', token: 'string' },
  CookiePort: { cookies: 'CookiePort', verifier: 'string' },
  TokenStorePort: { store: 'TokenStorePort' },
};

function preludeOf(exportName: string): string {
  const variables = { ...COMMON_VARIABLES, ...FREE_VARIABLES[exportName] };
  return Object.entries(variables).map(([name, type]) => `declare const ${name}: ${type};`).join('\n');
}

interface Snippet {
  readonly label: string;
  readonly fileName: string;
  readonly text: string;
}

/** Package entries every snippet may use besides its own (the emulator, for in-process examples). */
const EXTRA_ENTRIES = ['emulator/index.ts'] as const;

const SNIPPET_DIR = join(root, 'tests/docs/__snippets__');

function exportNamesOf(checker: ts.TypeChecker, program: ts.Program, entry: string): string[] {
  const source = program.getSourceFile(join(root, entry));
  const symbol = source === undefined ? undefined : checker.getSymbolAtLocation(source);
  if (symbol === undefined) throw new Error(`cannot read the exports of ${entry}`);
  return checker.getExportsOfModule(symbol).map((exported) => exported.name);
}

const specifierOf = (entry: string): string => `./${relative(SNIPPET_DIR, join(root, entry)).replace(/(\/index)?\.ts$/, '')}`;

/** An import of every export of `entry`, then of the extra entries' other exports. */
function importsFor(checker: ts.TypeChecker, program: ts.Program, entry: string): string {
  const names = exportNamesOf(checker, program, entry);
  return [`import { ${names.join(', ')} } from '${specifierOf(entry)}';`, ...EXTRA_ENTRIES.map((extra) => {
    const extraNames = exportNamesOf(checker, program, extra).filter((name) => !names.includes(name));
    return `import { ${extraNames.join(', ')} } from '${specifierOf(extra)}';`;
  })].join('\n');
}

function snippetsOf(program: ts.Program): Snippet[] {
  const checker = program.getTypeChecker();
  const seen = new Set<string>();
  const snippets: Snippet[] = [];
  for (const [barrel, entry] of Object.entries(BARRELS) as [Barrel, string][]) {
    for (const doc of examplesOf(program, root, barrel)) {
      const key = `${doc.declaredIn}#${doc.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const imports = importsFor(checker, program, ENTRY_OF_DECLARATION[doc.declaredIn] ?? entry);
      doc.examples.forEach((example, index) => {
        const label = `${doc.name} (${doc.declaredIn}) @example ${index + 1}`;
        const fileName = join(SNIPPET_DIR, `${snippets.length}-${doc.name}.ts`);
        const body = example.split('\n').map((line) => `  ${line}`).join('\n');
        const text = `${imports}\n${preludeOf(doc.name)}\n`
          + `export async function example(): Promise<void> {\n${body}\n}\n`;
        snippets.push({ label, fileName, text });
      });
    }
  }
  return snippets;
}

function compile(snippets: readonly Snippet[], base: ts.Program): Map<Snippet, string[]> {
  const options: ts.CompilerOptions = { ...base.getCompilerOptions(), noUnusedLocals: false, noUnusedParameters: false, noEmit: true };
  const host = ts.createCompilerHost(options);
  const virtual = new Map(snippets.map((snippet) => [snippet.fileName, snippet.text]));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = virtual.get(fileName);
    return text === undefined ? getSourceFile(fileName, languageVersion, onError, shouldCreate) : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => virtual.has(fileName) || fileExists(fileName);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => virtual.get(fileName) ?? readFile(fileName);
  host.directoryExists = (directory) => directory === SNIPPET_DIR || ts.sys.directoryExists(directory);
  const program = ts.createProgram({ rootNames: [...virtual.keys()], options, host, oldProgram: base });
  return new Map(snippets.map((snippet) => {
    const source = program.getSourceFile(snippet.fileName)!;
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    return [snippet, diagnostics.map((diagnostic) => {
      const where = diagnostic.start === undefined ? '' : `line ${source.getLineAndCharacterOfPosition(diagnostic.start).line + 1}: `;
      return `${where}${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    })];
  }));
}

let snippets: Snippet[];
let results: Map<Snippet, string[]>;

beforeAll(() => {
  const base = programFor(root, [...new Set([...Object.keys(BARRELS), ...Object.values(BARRELS), ...EXTRA_ENTRIES])]);
  snippets = snippetsOf(base);
  results = compile(snippets, base);
}, 120_000);

describe('TSDoc @example blocks', () => {
  it('finds the examples of the public exports', () => {
    expect(snippets.length).toBeGreaterThan(100);
    expect(dirname(snippets[0]!.fileName)).toBe(SNIPPET_DIR);
  });

  it('type-check as snippets against the package entries', () => {
    const failing = [...results].filter(([, diagnostics]) => diagnostics.length > 0).map(([snippet, diagnostics]) => {
      const numbered = snippet.text.split('\n').map((line, index) => `${String(index + 1).padStart(3)} | ${line}`).join('\n');
      return `${snippet.label}\n    ${diagnostics.join('\n    ')}\n${numbered}`;
    });
    if (failing.length > 0) console.log(`${failing.length} of ${snippets.length} TSDoc examples do not compile:\n\n${failing.join('\n\n')}`);
    expect(failing.map((entry) => entry.split('\n')[0])).toEqual([]);
  });
});
