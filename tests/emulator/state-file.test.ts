/**
 * The emulator's `--data` file (issue 21: acknowledged writes lost): the lock, the checks at start, atomic saves that
 * never damage the last good file, and group commit. The SIGKILL rounds are in tests/e2e/emulator-durability.test.ts,
 * a real full disk (a 64 KiB tmpfs) in state-file-full-disk.test.ts; here the full disk is injected through the io seam.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attachStateFile, createEmulator, openStateFile, StateFileError, type StateFileIo } from '../../emulator';
import { clientHeaders, call, uniqueEmail } from './helpers';

let dir: string;
beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'portcullis-state-')); });
afterEach(() => { rmSync(dir, { recursive: true, force: true }); });

/** Every pid runs, started at 'boot-1' (so a lock with another start time is stale). */
const allRunning = (): string => 'boot-1';
/** No process runs but the one asking (4242 or 5151). */
const onlySelf = (pid: number): string | undefined => (pid === 4242 || pid === 5151 ? 'boot-1' : undefined);

describe('opening', () => {
  it('starts empty when the file does not exist, and creates it on the first flush', async () => {
    const emu = createEmulator();
    const file = attachStateFile(emu, join(dir, 'state.json'));
    expect(file.initial).toBeUndefined();
    await file.flush();
    expect(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'))).toMatchObject({ version: 1 });
    file.release();
  });

  it('loads an existing file: a user signed up before is there', async () => {
    const first = createEmulator();
    const email = uniqueEmail('kept');
    expect((await call(first.handler, 'POST', '/auth/password/sign-up', { headers: clientHeaders(), body: { email, password: 'correct horse' } })).status).toBe(200);
    writeFileSync(join(dir, 'state.json'), first.exportState(), { mode: 0o600 });
    const second = createEmulator();
    const file = attachStateFile(second, join(dir, 'state.json'));
    const signIn = await call(second.handler, 'POST', '/auth/password/sign-in', { headers: clientHeaders(), body: { email, password: 'correct horse' } });
    expect(signIn.status).toBe(200);
    file.release();
  });

  it('refuses a second emulator on the same file, naming the file and the holder', () => {
    const path = join(dir, 'state.json');
    const holder = attachStateFile(createEmulator(), path, { pid: 4242, processStart: allRunning });
    expect(() => attachStateFile(createEmulator(), path, { pid: 5151, processStart: allRunning }))
      .toThrow(new StateFileError(`the emulator state file ${path} is in use by another emulator (pid 4242); stop it or pass another --data file`));
    holder.release();
    expect(() => attachStateFile(createEmulator(), path, { pid: 5151, processStart: allRunning }).release()).not.toThrow();
  });

  it('takes over a lock left by a process that is gone (kill -9)', () => {
    const path = join(dir, 'state.json');
    writeFileSync(`${path}.lock`, `${JSON.stringify({ app: 'portcullis-emulator', pid: 999999, start: 'boot-1', nonce: 'x' })}\n`);
    const file = attachStateFile(createEmulator(), path, { pid: 4242, processStart: onlySelf });
    expect(JSON.parse(readFileSync(`${path}.lock`, 'utf8'))).toMatchObject({ pid: 4242 });
    file.release();
    expect(existsSync(`${path}.lock`)).toBe(false);
  });

  it('refuses a truncated file, naming it, and leaves it and no lock behind', () => {
    const path = join(dir, 'state.json');
    const whole = createEmulator().exportState();
    writeFileSync(path, whole.slice(0, Math.floor(whole.length / 2)), { mode: 0o600 });
    expect(() => attachStateFile(createEmulator(), path)).toThrow(
      `the emulator state file ${path} cannot be loaded (not valid JSON: truncated or corrupt). It was left untouched: move it away to start with an empty state, or pass another --data file`,
    );
    expect(readFileSync(path, 'utf8')).toBe(whole.slice(0, Math.floor(whole.length / 2)));
    expect(existsSync(`${path}.lock`)).toBe(false);
  });

  it('refuses JSON that is not a state file', () => {
    const path = join(dir, 'state.json');
    writeFileSync(path, '{"hello": "world"}', { mode: 0o600 });
    expect(() => attachStateFile(createEmulator(), path)).toThrow(`the emulator state file ${path} cannot be loaded (not an emulator state file (version 1))`);
  });

  it('checks the path at start: a missing folder, an unwritable folder, a directory', () => {
    expect(() => attachStateFile(createEmulator(), join(dir, 'missing', 'state.json'))).toThrow(StateFileError);
    expect(() => attachStateFile(createEmulator(), join(dir, 'missing', 'state.json'))).toThrow(/does not exist; create it or pass another --data path/);
    mkdirSync(join(dir, 'folder'));
    expect(() => attachStateFile(createEmulator(), join(dir, 'folder'))).toThrow(/is not a regular file/);
    if (process.getuid?.() !== 0) { // root writes anywhere
      mkdirSync(join(dir, 'locked'));
      chmodSync(join(dir, 'locked'), 0o500);
      expect(() => attachStateFile(createEmulator(), join(dir, 'locked', 'state.json'))).toThrow(/is not writable/);
    }
  });
});

describe('saving', () => {
  /** Real file operations, with a switch that makes writes fail as on a full disk after `bytes` bytes. */
  function fullDiskIo(): { io: StateFileIo; fail: (on: boolean) => void } {
    let failing = false;
    return {
      fail: (on) => { failing = on; },
      io: {
        writeFile(path, data) {
          if (failing) {
            writeFileSync(path, data.slice(0, 65_536)); // what a full disk leaves: a truncated temporary file
            throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
          }
          writeFileSync(path, data);
        },
        rename: (from, to) => { writeFileSync(to, readFileSync(from)); rmSync(from); },
        syncFolder: () => undefined,
      },
    };
  }

  it('a failed write (full disk) leaves the previous file whole and says the write was not saved', async () => {
    const path = join(dir, 'state.json');
    const emu = createEmulator();
    const disk = fullDiskIo();
    const file = attachStateFile(emu, path, { io: disk.io });
    await call(emu.handler, 'POST', '/auth/password/sign-up', { headers: clientHeaders(), body: { email: uniqueEmail('first'), password: 'correct horse' } });
    await file.flush();
    const good = readFileSync(path, 'utf8');
    await call(emu.handler, 'POST', '/auth/password/sign-up', { headers: clientHeaders(), body: { email: uniqueEmail('second'), password: 'correct horse' } });
    disk.fail(true);
    await expect(file.flush()).rejects.toThrow(`could not save the emulator state to ${path} (ENOSPC: no space left on device, write); the previous file is unchanged`);
    expect(readFileSync(path, 'utf8')).toBe(good);
    expect(readdirSync(dir).sort()).toEqual(['state.json', 'state.json.lock']); // no temporary file left
    disk.fail(false);
    await file.flush();
    expect(readFileSync(path, 'utf8')).toBe(emu.exportState());
    file.release();
  });

  it('group commit: flushes asked for while a write runs share the next write, which holds every change', async () => {
    let state = 1;
    const writes: string[] = [];
    const during: Promise<void>[] = [];
    const io: StateFileIo = {
      writeFile: (_p, data) => {
        writes.push(data);
        if (writes.length > 1) return;
        // Requests answered while the first write runs: they change the state and wait for a flush.
        state = 2;
        during.push(file.flush(), file.flush());
        state = 3;
        during.push(file.flush());
      },
      rename: () => undefined,
      syncFolder: () => undefined,
    };
    const file = openStateFile(join(dir, 'state.json'), () => JSON.stringify({ state }), () => undefined, { io });
    await file.flush();
    await Promise.all(during);
    expect(writes).toEqual(['{"state":1}', '{"state":3}']);
    await file.flush(); // nothing changed since: nothing written
    expect(writes).toHaveLength(2);
    file.release();
  });

  it('unchanged state is not written again', async () => {
    const writes: string[] = [];
    const io: StateFileIo = { writeFile: (_p, data) => { writes.push(data); }, rename: () => undefined, syncFolder: () => undefined };
    const file = openStateFile(join(dir, 'state.json'), () => '{"same":true}', () => undefined, { io });
    await file.flush();
    await file.flush();
    expect(writes).toEqual(['{"same":true}']);
    file.release();
  });
});
