import { spawn } from 'node:child_process';
import { prefixLines } from './prefix-lines.mjs';

/**
 * @typedef {object} Child
 * @property {string} name
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} closed resolves once
 *   the process has exited and its output is flushed
 * @property {() => boolean} running
 * @property {() => void} mute stops copying its output
 * @property {(graceMs?: number) => Promise<void>} stop SIGTERM, then SIGKILL after `graceMs`
 */

/**
 * Starts a long-running child whose output is copied with a "[name] " prefix.
 * @param {{ name: string, command: string, args: string[], cwd: string,
 *   env: Record<string, string | undefined> }} options
 * @returns {Child}
 */
export function startChild({ name, command, args, cwd, env }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let muted = false;
  let exited = false;
  const prefix = `[${name}] `;
  prefixLines(child.stdout, process.stdout, prefix, () => muted);
  prefixLines(child.stderr, process.stderr, prefix, () => muted);
  const closed = new Promise((resolve) => {
    child.once('error', (error) => {
      process.stderr.write(`${prefix}could not be started: ${error.message}\n`);
      exited = true;
      resolve({ code: 1, signal: null });
    });
    child.once('exit', () => {
      exited = true;
    });
    child.once('close', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    });
  });
  return {
    name,
    closed,
    running: () => !exited,
    mute: () => {
      muted = true;
    },
    stop: async (graceMs = 10_000) => {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await closed;
      clearTimeout(timer);
    },
  };
}

/**
 * Runs a command to completion with prefixed output and returns its exit code.
 * @param {{ name: string, command: string, args: string[], cwd: string,
 *   env: Record<string, string | undefined> }} options
 * @returns {Promise<number>}
 */
export async function runPrefixed(options) {
  const { code, signal } = await startChild(options).closed;
  return code ?? (signal ? 1 : 0);
}
