/** buildExample: the example's own `npm run build`, with the build-time environment it reads (e.g. VITE_* values). */
import { runCommand } from './run-command';

export async function buildExample(dir: string, env: Readonly<Record<string, string>> = {}): Promise<string> {
  const { stdout } = await runCommand('npm', ['run', 'build', '--silent'], { cwd: dir, env: { ...process.env, ...env }, timeoutMs: 300_000 });
  return stdout;
}
