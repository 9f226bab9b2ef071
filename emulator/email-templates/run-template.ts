/**
 * Building and running a template source, as far as the emulator does it, with esbuild (the repository's own
 * compiler, loaded lazily; where it is not installed — the emulator as a dependency of an app — only preview.ts's
 * static checks apply). The service bundles the TSX with esbuild and renders it in a sandbox; here:
 * - **syntax**: esbuild builds the source as `virtual:/template.tsx`, so a syntax error is refused in esbuild's words,
 *   the service's ("Build failed with N errors: …");
 * - **evaluation**: the built module runs in a `node:vm` context with a 1 s limit, every import answered by inert
 *   stand-ins (components that render nothing), and `EmailTemplate` is called once with sample props, so a template
 *   that throws is refused with its error. Components the template uses are not rendered in turn.
 * `node:vm` is not a security boundary: only the project's admins reach this route, on an emulator they run themselves.
 */
import { createContext, Script } from 'node:vm';
import type * as EsbuildApi from 'esbuild';

const TIME_LIMIT_MS = 1000;

type Esbuild = typeof EsbuildApi;
let esbuild: Promise<Esbuild | null> | undefined;
const loadEsbuild = (): Promise<Esbuild | null> => (esbuild ??= import('esbuild').catch(() => null));

/** An import's stand-in: any named export is a component that renders nothing (also callable as a function). */
const inertModule = (): unknown => new Proxy({}, {
  get: (_target, name) => (name === '__esModule' ? false : Object.assign(() => null, { displayName: String(name) })),
});

/** null when the source builds and its EmailTemplate runs; otherwise the error, in the service's words where it has them. */
export async function buildAndRunProblem(tsxSource: string, projectName: string): Promise<string | null> {
  const compiler = await loadEsbuild();
  if (compiler === null) return null;
  let code: string;
  try {
    const built = await compiler.build({
      stdin: { contents: tsxSource, loader: 'tsx', sourcefile: 'virtual:/template.tsx' },
      write: false, bundle: false, format: 'cjs', jsx: 'transform', jsxFactory: '__jsx', jsxFragment: '__Fragment', logLevel: 'silent',
    });
    code = built.outputFiles[0]!.text;
  } catch (error) {
    return (error as Error).message;
  }
  const module = { exports: {} as Record<string, unknown> };
  const context = createContext({
    module, exports: module.exports, require: inertModule,
    // The components the static checks look for, also when a source uses them without importing them (as before).
    Subject: () => null, NotificationCategory: () => null,
    __jsx: (type: unknown, props: unknown, ...children: unknown[]) => ({ type, props, children }), __Fragment: 'fragment',
    __props: { user: { displayName: 'John Doe' }, project: { displayName: projectName }, variables: {} },
  });
  try {
    new Script(code, { filename: 'virtual:/template.tsx' }).runInContext(context, { timeout: TIME_LIMIT_MS });
    if (typeof module.exports.EmailTemplate !== 'function') return null; // preview.ts words a missing export
    new Script('module.exports.EmailTemplate(__props)').runInContext(context, { timeout: TIME_LIMIT_MS });
  } catch (error) {
    // Thrown inside the context: another realm's Error, so no instanceof.
    return typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
  }
  return null;
}
