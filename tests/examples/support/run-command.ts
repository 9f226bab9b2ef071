/**
 * runCommand: one child process to completion, its output kept so a failure says what the command printed (the tail;
 * an npm or build log can be long). No shell: arguments are passed as they are.
 */
import { execFile } from 'node:child_process';

export interface CommandOptions {
  readonly cwd: string;
  readonly env?: NodeJS.ProcessEnv;
  readonly timeoutMs?: number;
}

export interface CommandOutput {
  readonly stdout: string;
  readonly stderr: string;
}

const TAIL = 4000;

export function runCommand(command: string, args: readonly string[], options: CommandOptions): Promise<CommandOutput> {
  return new Promise((resolve, reject) => {
    execFile(command, [...args], { cwd: options.cwd, env: options.env ?? process.env, timeout: options.timeoutMs ?? 300_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error === null) { resolve({ stdout, stderr }); return; }
        const said = `${stdout}\n${stderr}`.trim().slice(-TAIL);
        reject(new Error(`${command} ${args.join(' ')} (in ${options.cwd}) failed: ${error.message.split('\n')[0]}\n${said}`));
      });
  });
}
