import { spawn } from 'node:child_process';

/**
 * Runs a command with inherited output and resolves with its exit code (1 when it was killed or
 * could not start).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string | undefined> }} [options]
 * @returns {Promise<number>}
 */
export function runCommand(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
    child.once('error', (error) => {
      process.stderr.write(`Could not run ${command}: ${error.message}\n`);
      resolve(1);
    });
    child.once('close', (code) => resolve(code ?? 1));
  });
}
