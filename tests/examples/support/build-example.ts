/** buildExample: the example's own `npm run build` (or another script), with the build-time environment it reads (e.g. VITE_* values). */
import { runCommand } from './run-command';

export async function buildExample(dir: string, env: Readonly<Record<string, string>> = {}, script = 'build'): Promise<string> {
  const { stdout } = await runCommand('npm', ['run', script, '--silent'], { cwd: dir, env: { ...process.env, ...env }, timeoutMs: 300_000 });
  return stdout;
}
