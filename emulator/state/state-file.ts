/**
 * The `--data <file>` of `npm start` and `portcullis-emulator`: the emulator's state on disk, kept so that every
 * write the emulator acknowledged survives whatever ends the process (kill -9, a crash, the terminal closing).
 *
 * - Opening checks the path at start (its folder exists and is writable; the file, if there, is a regular file of
 *   ours that only we can read: never a symlink), takes the lock beside it (state-lock.ts: a second emulator on the
 *   same file is refused, naming the holder; a stale or foreign lock is taken over) and refuses a corrupt or
 *   truncated file with a message naming it, touching nothing.
 * - `save(json)` replaces the file atomically: write a temporary file beside it, fsync it, rename it over the file,
 *   fsync the folder. A failed write (full disk, removed folder) leaves the last good file as it was.
 * - The file holds the signing secret, keys and password hashes, and its folder may be shared (/tmp): the temporary
 *   file gets a random name and is created exclusively (O_EXCL | O_NOFOLLOW, 0600), so a file or symlink planted
 *   under a guessable name is never written through nor renamed into place; after the rename the file must still be a
 *   regular 0600 file of ours, or the save fails.
 * - Saves are group-committed: callers that ask while a write is under way share the next one, which snapshots the
 *   state after theirs. The server awaits `flush()` before it answers, so an answer means "on disk".
 */
import { randomBytes } from 'node:crypto';
import { closeSync, constants, accessSync, existsSync, fchmodSync, fstatSync, fsyncSync, lstatSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync, type Stats } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { StateLockError, systemProcessStart, takeStateLock, type ProcessStartOf } from './state-lock';

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

/** Create only, never through a symlink: a name that exists already (planted or not) fails with EEXIST / ELOOP. */
const CREATE_EXCLUSIVE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

const nodeIo: StateFileIo = {
  writeFile(path, data) {
    const fd = openSync(path, CREATE_EXCLUSIVE, 0o600);
    try {
      fchmodSync(fd, 0o600); // the umask may only have narrowed it; make it exactly 0600
      const bytes = Buffer.from(data, 'utf8');
      let written = 0;
      while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  },
  rename(from, to) {
    renameSync(from, to);
    const problem = privateFileProblem(lstatSync(to));
    if (problem !== undefined) throw new Error(`after saving, ${to} ${problem}`);
  },
  syncFolder(path) {
    const fd = openSync(path, 'r');
    try { fsyncSync(fd); } finally { closeSync(fd); }
  },
};

export interface OpenStateFileOptions {
  /** The process id written to the lock (default: this process). */
  readonly pid?: number;
  /** When a process started, which with its pid identifies it (default: from the kernel; see state-lock.ts). */
  readonly processStart?: ProcessStartOf;
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

/**
 * Opens `file` for an emulator whose state `snapshot()` returns; existing contents are handed to `load`, which throws
 * for contents that are not a state file. Throws StateFileError when the file cannot be used.
 */
export function openStateFile(file: string, snapshot: () => string, load: (json: string) => void, options: OpenStateFileOptions = {}): StateFile {
  const path = resolve(file);
  const folder = dirname(path);
  const io = options.io ?? nodeIo;
  checkFolder(path, folder);
  let lock;
  try {
    lock = takeStateLock(path, options.pid ?? process.pid, options.processStart ?? systemProcessStart);
  } catch (error) {
    throw error instanceof StateLockError ? new StateFileError(error.message) : error;
  }
  let initial: string | undefined;
  try {
    initial = readExisting(path, load);
  } catch (error) {
    lock.release();
    throw error;
  }
  let lastWritten = initial;

  const write = (): void => {
    const json = snapshot();
    if (json === lastWritten) return;
    const temporary = join(folder, `.${basename(path)}.${randomBytes(12).toString('hex')}.tmp`);
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
    release: () => lock.release(),
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
  if (!existsSync(path) && !isSymlink(path)) return;
  const problem = privateFileProblem(lstatSync(path));
  if (problem !== undefined) throw new StateFileError(`the emulator state file ${path} ${problem}`);
}

function isSymlink(path: string): boolean {
  try { return lstatSync(path).isSymbolicLink(); } catch { return false; }
}

/**
 * Why a state file (as lstat or fstat sees it) is not private to us, or undefined when it is: a regular file (not a
 * symlink), owned by this user, mode 0600. Another account could otherwise read the secrets or write the state.
 */
function privateFileProblem(stats: Stats): string | undefined {
  if (stats.isSymbolicLink()) return 'is a symbolic link; refusing to follow it (move it away or pass another --data file)';
  if (!stats.isFile()) return 'is not a regular file';
  const uid = process.getuid?.();
  if (uid !== undefined && stats.uid !== uid) return `is owned by another user (uid ${stats.uid}); refusing to use it (pass another --data file)`;
  if ((stats.mode & 0o077) !== 0) return `is readable or writable by other users (mode ${(stats.mode & 0o777).toString(8)}); run chmod 600 on it, or pass another --data file`;
  return undefined;
}

function readExisting(path: string, load: (json: string) => void): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StateFileError(`the emulator state file ${path} cannot be opened (${(error as Error).message})`);
  }
  let text: string;
  try {
    // Checked again on the open file itself, so a swap after checkFolder changes nothing.
    const problem = privateFileProblem(fstatSync(fd));
    if (problem !== undefined) throw new StateFileError(`the emulator state file ${path} ${problem}`);
    text = readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
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
