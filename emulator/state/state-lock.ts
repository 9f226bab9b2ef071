/**
 * The lock beside a `--data` file (`<file>.lock`): one emulator per state file.
 *
 * A pid alone does not identify a process: pids are reused, so a lock left by a process that died (kill -9) can name
 * a live, unrelated process, and anyone who can write to the folder can plant such a lock. The lock therefore records
 * the holder's pid, the holder process's start time (as the kernel reports it) and a random nonce for this opening.
 * A holder counts as live only when a process with that pid runs now AND started at the recorded time; anything else
 * (an old pid-only lock, a foreign pid, a reused pid) is stale and taken over. The nonce lets an emulator release only
 * its own lock, and tells two emulators in one process apart.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { platform } from 'node:os';

/** Thrown when the lock cannot be taken; the message names the file and what to do. */
export class StateLockError extends Error {
  override readonly name = 'StateLockError';
}

/** When the process `pid` started, as an opaque string; undefined when no such process runs (or it cannot be told). */
export type ProcessStartOf = (pid: number) => string | undefined;

interface LockRecord {
  readonly app: 'portcullis-emulator';
  readonly pid: number;
  readonly start: string;
  readonly nonce: string;
}

export interface StateLock {
  /** Removes the lock file if it is still this opening's. */
  release(): void;
}

/** Linux: field 22 of /proc/<pid>/stat (start time in clock ticks since boot); elsewhere `ps -o lstart=`. */
export const systemProcessStart: ProcessStartOf = (pid) => {
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  if (platform() === 'linux') {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return fields[19]; // field 22 overall: fields 3.. start at index 0 here
    } catch {
      return undefined;
    }
  }
  try {
    const started = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return started === '' ? undefined : started;
  } catch {
    return undefined;
  }
};

export function takeStateLock(path: string, pid: number, processStart: ProcessStartOf): StateLock {
  const lock = `${path}.lock`;
  const start = processStart(pid);
  if (start === undefined) throw new StateLockError(`could not lock the emulator state file ${path}: cannot tell when process ${pid} started`);
  const record: LockRecord = { app: 'portcullis-emulator', pid, start, nonce: randomBytes(16).toString('hex') };
  const text = `${JSON.stringify(record)}\n`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, text, { flag: 'wx', mode: 0o600 }); // O_EXCL: never follows a planted symlink
      return { release: () => { if (readLock(lock) === text) rmSync(lock, { force: true }); } };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw new StateLockError(`could not lock the emulator state file ${path} (${(error as Error).message})`);
    }
    const holder = parseLock(readLock(lock));
    if (holder !== undefined && processStart(holder.pid) === holder.start) {
      throw new StateLockError(`the emulator state file ${path} is in use by another emulator (pid ${holder.pid}); stop it or pass another --data file`);
    }
    rmSync(lock, { force: true }); // stale: its process is gone, or the pid now belongs to another process
  }
  throw new StateLockError(`could not lock the emulator state file ${path}: ${lock} keeps reappearing`);
}

function readLock(lock: string): string {
  try { return readFileSync(lock, 'utf8'); } catch { return ''; }
}

/** The lock's record, or undefined for anything that is not one (an old pid-only lock, garbage). */
function parseLock(text: string): LockRecord | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockRecord> | null;
    if (value === null || typeof value !== 'object' || value.app !== 'portcullis-emulator') return undefined;
    if (typeof value.pid !== 'number' || typeof value.start !== 'string' || typeof value.nonce !== 'string') return undefined;
    return value as LockRecord;
  } catch {
    return undefined;
  }
}
