import { type ChildProcess, spawn } from 'node:child_process';
import { StartupError } from './startup-error.ts';

/** Given to this same program, it only migrates and seeds, then exits (see prepareDatabaseInChild). */
export const PREPARE_DATABASE_FLAG = '--prepare-database';

/**
 * Migrates and seeds the database in a child process running this same program with
 * PREPARE_DATABASE_FLAG, and resolves once it has exited. The first seed parses and cuts every demo
 * font: its WebAssembly memories and heap would otherwise stay with the serving process for its whole
 * life, more than the requests ever need (docs/performance.md, "Memory"). A failure rejects with the
 * child's own one-sentence reason. `onChild` receives the process, so a stop can end it.
 */
export function prepareDatabaseInChild(onChild: (child: ChildProcess) => void): Promise<void> {
  const [entry] = process.argv.slice(1);
  if (!entry) return Promise.reject(new StartupError('The API could not find its own program file.'));
  const child = spawn(process.execPath, [...process.execArgv, entry, PREPARE_DATABASE_FLAG], {
    env: process.env,
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  onChild(child);
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  return new Promise((resolve, reject) => {
    child.once('error', (error) =>
      reject(new StartupError(`Cannot prepare the database: ${error.message}.`)),
    );
    child.once('exit', (code, signal) => {
      if (code === 0) return resolve();
      const reason = stderr.trim() || `Preparing the database stopped (${signal ?? `exit ${code}`}).`;
      reject(new StartupError(reason));
    });
  });
}
