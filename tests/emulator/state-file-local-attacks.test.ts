/**
 * Issue 32, the `--data` file against another local account (real file operations, no io seam): files and symlinks
 * planted where the emulator saves, and lock files naming processes that are not emulators.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attachStateFile, createEmulator, StateFileError } from '../../emulator';
import { call, clientHeaders, uniqueEmail } from './helpers';

let dir: string;
beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'portcullis-attack-')); });
afterEach(() => { rmSync(dir, { recursive: true, force: true }); });

/** The temporary name the emulator used before issue 32 (`.<file>.<pid>.tmp`): guessable, so an attacker plants it. */
const oldTemporaryName = (path: string): string => join(dir, `.${path.split('/').pop()!}.${process.pid}.tmp`);

async function signUpAndFlush(): Promise<{ path: string; emulatorState: () => string; release: () => void }> {
  const path = join(dir, 'state.json');
  const emulator = createEmulator();
  const file = attachStateFile(emulator, path);
  await call(emulator.handler, 'POST', '/auth/password/sign-up', { headers: clientHeaders(), body: { email: uniqueEmail('victim'), password: 'correct horse' } });
  await file.flush();
  return { path, emulatorState: () => emulator.exportState(), release: () => file.release() };
}

describe('planted temporary files', () => {
  it('a world-writable file planted under the temporary name is never renamed into place: the state file is 0600', async () => {
    const path = join(dir, 'state.json');
    const planted = oldTemporaryName(path);
    writeFileSync(planted, 'planted');
    chmodSync(planted, 0o666);
    const { emulatorState, release } = await signUpAndFlush();
    const stats = lstatSync(path);
    expect(stats.isFile()).toBe(true);
    expect(stats.mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toBe(emulatorState());
    expect(readFileSync(planted, 'utf8')).toBe('planted'); // left alone, not written through
    release();
  });

  it('a symlink planted under the temporary name is not followed: its target is untouched, the state file is not a link', async () => {
    const path = join(dir, 'state.json');
    const target = join(dir, 'victim-target.txt');
    writeFileSync(target, 'keep me');
    symlinkSync(target, oldTemporaryName(path));
    const { release } = await signUpAndFlush();
    expect(readFileSync(target, 'utf8')).toBe('keep me');
    expect(lstatSync(path).isSymbolicLink()).toBe(false);
    expect(lstatSync(path).mode & 0o777).toBe(0o600);
    release();
  });

  it('saves leave no temporary file behind, and each save uses a fresh unguessable name', async () => {
    const { path, release } = await signUpAndFlush();
    expect(readdirSync(dir).sort()).toEqual(['state.json', 'state.json.lock']);
    expect(existsSync(oldTemporaryName(path))).toBe(false);
    release();
  });
});

describe('a planted or shared state file is refused at start, with a clear error', () => {
  it('a symlink as the state file', () => {
    const path = join(dir, 'state.json');
    writeFileSync(join(dir, 'elsewhere.json'), createEmulator().exportState(), { mode: 0o600 });
    symlinkSync(join(dir, 'elsewhere.json'), path);
    expect(() => attachStateFile(createEmulator(), path)).toThrow(new StateFileError(
      `the emulator state file ${path} is a symbolic link; refusing to follow it (move it away or pass another --data file)`,
    ));
    expect(existsSync(`${path}.lock`)).toBe(false);
  });

  it('a dangling symlink as the state file (a first save would have created its target)', () => {
    const path = join(dir, 'state.json');
    symlinkSync(join(dir, 'not-yet.json'), path);
    expect(() => attachStateFile(createEmulator(), path)).toThrow(/is a symbolic link; refusing to follow it/);
    expect(existsSync(join(dir, 'not-yet.json'))).toBe(false);
  });

  it('a state file other users can read or write (0666)', () => {
    const path = join(dir, 'state.json');
    writeFileSync(path, createEmulator().exportState());
    chmodSync(path, 0o666);
    expect(() => attachStateFile(createEmulator(), path)).toThrow(new StateFileError(
      `the emulator state file ${path} is readable or writable by other users (mode 666); run chmod 600 on it, or pass another --data file`,
    ));
  });
});

describe('the lock identifies the emulator, not just a pid', () => {
  let bystander: ChildProcess | undefined;
  afterEach(() => { bystander?.kill(); bystander = undefined; });

  /** A live process that is not an emulator (what a reused pid, or a planted lock, names). */
  function liveBystander(): number {
    bystander = spawn('sleep', ['60'], { stdio: 'ignore' });
    return bystander.pid!;
  }

  it('a pid-only lock naming a live unrelated process is stale: start-up takes it over', () => {
    const path = join(dir, 'state.json');
    writeFileSync(`${path}.lock`, `${liveBystander()}\n`);
    const file = attachStateFile(createEmulator(), path);
    expect(JSON.parse(readFileSync(`${path}.lock`, 'utf8'))).toMatchObject({ app: 'portcullis-emulator', pid: process.pid });
    file.release();
    expect(existsSync(`${path}.lock`)).toBe(false);
  });

  it('a lock naming a live process whose start time differs (the pid was reused) is stale too', () => {
    const path = join(dir, 'state.json');
    writeFileSync(`${path}.lock`, JSON.stringify({ app: 'portcullis-emulator', pid: liveBystander(), start: '1', nonce: 'old' }));
    expect(() => attachStateFile(createEmulator(), path).release()).not.toThrow();
  });

  it('a real second emulator on the same file is still refused, and the first one keeps its lock', () => {
    const path = join(dir, 'state.json');
    const first = attachStateFile(createEmulator(), path);
    expect(() => attachStateFile(createEmulator(), path)).toThrow(
      `the emulator state file ${path} is in use by another emulator (pid ${process.pid}); stop it or pass another --data file`,
    );
    expect(existsSync(`${path}.lock`)).toBe(true);
    first.release();
    expect(existsSync(`${path}.lock`)).toBe(false);
  });
});
