/**
 * `--data <file>` for a running emulator: loads the file into it, and gives the server the flush it awaits before
 * every answer. The two CLIs (`portcullis-emulator`, `npm start`) share it, and the signal handling below.
 */
import type { Emulator } from '../emulator';
import { openStateFile, type OpenStateFileOptions, type StateFile } from './state-file';

export function attachStateFile(emulator: Emulator, file: string, options: OpenStateFileOptions = {}): StateFile {
  return openStateFile(file, () => emulator.exportState(), (json) => emulator.importState(json), options);
}

/**
 * Ends the process cleanly on SIGINT, SIGTERM or SIGHUP (the terminal closing): a last flush, the lock released, then
 * `close`. Writes were already on disk when answered; this only makes a clean stop leave no lock behind.
 */
export function stopOnSignals(stateFile: StateFile | undefined, close: () => Promise<void>): void {
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    const flushed = stateFile === undefined ? Promise.resolve() : stateFile.flush();
    void flushed
      .catch((error: unknown) => { console.error((error as Error).message); process.exitCode = 1; })
      .finally(() => { stateFile?.release(); void close().finally(() => process.exit()); });
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, stop);
}
