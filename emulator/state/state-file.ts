/**
 * The `--data <file>` of `npm start` and `portcullis-emulator`: the emulator's state on disk, kept so that every
 * write the emulator acknowledged survives whatever ends the process (kill -9, a crash, the terminal closing).
 *
 * - Opening checks the path at start (its folder exists and is writable), takes a lock file beside it (`<file>.lock`
 *   holding the pid: a second emulator on the same file is refused, naming the holder; a lock left by a dead process
 *   is taken over) and refuses a corrupt or truncated file with a message naming it, touching nothing.
 * - `save(json)` replaces the file atomically: write a temporary file beside it, fsync it, rename it over the file,
 *   fsync the folder. A failed write (full disk, removed folder) leaves the last good file as it was.
 * - Saves are group-committed: callers that ask while a write is under way share the next one, which snapshots the
 *   state after theirs. The server awaits `flush()` before it answers, so an answer means "on disk".
 */
import { closeSync, constants, accessSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** The state file cannot be used; the message names the file and what to do. */
export class StateFileError extends Error {
  override readonly name = 'StateFileError';
}

/** The file operations a save uses; tests swap them to fail like a full disk would. */
export interface StateFileIo {
  writeFile(path: string, data: string): void;
  rename(from: string, to: string): void;
  syncFolder(path: string): void;
}

const nodeIo: StateFileIo = {
  writeFile(path, data) {
    const fd = openSync(path, 'w', 0o600);
    try {
      const bytes = Buffer.from(data, 'utf8');
      let written = 0;
      while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  },
  rename: (from, to) => renameSync(from, to),
  syncFolder(path) {
    const fd = openSync(path, 'r');
    try { fsyncSync(fd); } finally { closeSync(fd); }
  },
};

export interface OpenStateFileOptions {
  /** The process id written to the lock (default: this process). */
  readonly pid?: number;
  /** Whether a pid is a live process (default: signal 0). */
  readonly isAlive?: (pid: number) => boolean;
  readonly io?: StateFileIo;
}

export interface StateFile {
  readonly path: string;
  /** The file's contents at open, or undefined when it did not exist yet. */
  readonly initial: string | undefined;
  /** Writes `snapshot()` to disk unless it equals what is there; resolves once it is durable. Shared by concurrent callers. */
  flush(): Promise<void>;
  /** Releases the lock (after a last flush by the caller). */
  release(): void;
}

const defaultIsAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, but another user's
  }
};

/**
 * Opens `file` for an emulator whose state `snapshot()` returns; existing contents are handed to `load`, which throws
 * for contents that are not a state file. Throws StateFileError when the file cannot be used.
 */
export function openStateFile(file: string, snapshot: () => string, load: (json: string) => void, options: OpenStateFileOptions = {}): StateFile {
  const path = resolve(file);
  const folder = dirname(path);
  const io = options.io ?? nodeIo;
  checkFolder(path, folder);
  const lock = `${path}.lock`;
  const pid = options.pid ?? process.pid;
  takeLock(path, lock, pid, options.isAlive ?? defaultIsAlive);
  let initial: string | undefined;
  try {
    initial = readExisting(path, load);
  } catch (error) {
    rmSync(lock, { force: true });
    throw error;
  }
  const temporary = join(folder, `.${basename(path)}.${pid}.tmp`);
  let lastWritten = initial;

  const write = (): void => {
    const json = snapshot();
    if (json === lastWritten) return;
    try {
      io.writeFile(temporary, json);
      io.rename(temporary, path);
      io.syncFolder(folder);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw new StateFileError(`could not save the emulator state to ${path} (${(error as Error).message}); the previous file is unchanged`);
    }
    lastWritten = json;
  };

  // Group commit: one write at a time; whoever asks during it waits for the next, which snapshots after them.
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const run = Promise.resolve().then(write).finally(() => { if (running === run) running = null; });
    running = run;
    return run;
  };
  const flush = (): Promise<void> => {
    if (queued !== null) return queued;
    if (running === null) return start();
    const next = running.catch(() => undefined).then(() => { queued = null; return start(); });
    queued = next;
    return next;
  };

  return {
    path,
    initial,
    flush,
    release: () => {
      try {
        if (readFileSync(lock, 'utf8').trim() === String(pid)) rmSync(lock, { force: true });
      } catch { /* already gone */ }
    },
  };
}

function checkFolder(path: string, folder: string): void {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new StateFileError(`the folder of the emulator state file ${path} does not exist; create it or pass another --data path`);
  }
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    throw new StateFileError(`the folder of the emulator state file ${path} is not writable; pass another --data path`);
  }
  if (existsSync(path) && !statSync(path).isFile()) throw new StateFileError(`the emulator state file ${path} is not a regular file`);
}

function takeLock(path: string, lock: string, pid: number, isAlive: (pid: number) => boolean): void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, `${pid}\n`, { flag: 'wx', mode: 0o600 });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw new StateFileError(`could not lock the emulator state file ${path} (${(error as Error).message})`);
    }
    const holder = Number.parseInt(readLock(lock), 10);
    if (Number.isInteger(holder) && holder > 0 && holder !== pid && isAlive(holder)) {
      throw new StateFileError(`the emulator state file ${path} is in use by another emulator (pid ${holder}); stop it or pass another --data file`);
    }
    rmSync(lock, { force: true }); // left by a process that is gone (or by this one): take it over
  }
  throw new StateFileError(`could not lock the emulator state file ${path}: ${lock} keeps reappearing`);
}

function readLock(lock: string): string {
  try { return readFileSync(lock, 'utf8'); } catch { return ''; }
}

function readExisting(path: string, load: (json: string) => void): string | undefined {
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  try {
    load(text);
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'not valid JSON: truncated or corrupt' : (error as Error).message;
    throw new StateFileError(
      `the emulator state file ${path} cannot be loaded (${reason}). It was left untouched: move it away to start with an empty state, or pass another --data file`,
    );
  }
  return text;
}
