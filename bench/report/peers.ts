/**
 * Installs the peer auth libraries of the bundle comparison into a project of their own under the OS temp folder
 * (never into this repository's package.json), one package at a time so one failure does not hide the others, and
 * says why any did not install. Reuses an earlier install of the same version.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PEER_PROGRAMS, type PeerProgram } from './peer-programs';

const run = promisify(execFile);

export const PEERS_DIR = process.env['BENCH_PEERS_DIR'] ?? join(tmpdir(), 'portcullis-bench-peers');

export interface InstalledPeer {
  readonly program: PeerProgram;
  readonly version: string;
}

export interface MissingPeer {
  readonly name: string;
  readonly reason: string;
}

export interface PeerInstall {
  readonly dir: string;
  readonly installed: readonly InstalledPeer[];
  readonly missing: readonly MissingPeer[];
}

function installedVersion(name: string): string | undefined {
  const manifest = join(PEERS_DIR, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) return undefined;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** npm's error code and its first explanation (e.g. "ETARGET: No matching version found for …"), not its whole log. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? `${(error as Error & { stderr?: string }).stderr ?? ''}\n${error.message}` : String(error);
  const lines = text.split('\n').map((l) => l.replace(/^npm error\s*/, '').trim());
  const code = lines.find((l) => /^code \w+/.test(l))?.replace(/^code /, '');
  const detail = lines.find((l) => /^(notarget|404|errno|network) /.test(l) && !/In most cases/.test(l))?.replace(/^\w+ /, '');
  if (code !== undefined) return detail === undefined ? code : `${code}: ${detail.replace(/\.$/, '')}`;
  return lines.find((l) => l !== '') ?? 'unknown error';
}

async function installOne(program: PeerProgram): Promise<InstalledPeer | MissingPeer> {
  try {
    const { stdout } = await run('npm', ['view', program.install, 'version'], { timeout: 60_000 });
    const latest = stdout.trim();
    if (installedVersion(program.name) !== latest) {
      await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', `${program.install}@${latest}`], { cwd: PEERS_DIR, timeout: 300_000 });
    }
    writeFileSync(join(PEERS_DIR, program.file), program.source);
    return { program, version: latest };
  } catch (error) {
    return { name: program.name, reason: reasonOf(error) };
  }
}

export async function installPeers(): Promise<PeerInstall> {
  mkdirSync(PEERS_DIR, { recursive: true });
  const manifest = join(PEERS_DIR, 'package.json');
  if (!existsSync(manifest)) writeFileSync(manifest, JSON.stringify({ name: 'portcullis-bench-peers', private: true, type: 'module' }));
  const installed: InstalledPeer[] = [];
  const missing: MissingPeer[] = [];
  for (const program of PEER_PROGRAMS) {
    const outcome = await installOne(program);
    if ('program' in outcome) installed.push(outcome);
    else missing.push(outcome);
  }
  return { dir: PEERS_DIR, installed, missing };
}
