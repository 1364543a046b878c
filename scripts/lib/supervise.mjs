import { setTimeout as sleep } from 'node:timers/promises';
import { afterCrash, DEFAULT_RESTART_POLICY } from './restart-policy.mjs';

/**
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null }} Exit
 * @typedef {'stopped' | 'exited' | 'failed' | 'gave-up'} EndReason stopped: stop() was called;
 *   exited: the child ended on its own with 0 or was sent SIGINT/SIGTERM (a stop request);
 *   failed: it crashed before serving() was called; gave-up: it kept crashing
 * @typedef {object} Supervised
 * @property {string} name
 * @property {Promise<Exit & { reason: EndReason }>} ended resolves once no child runs any more
 * @property {() => void} serving from now on a crash is restarted (before: it ends supervision)
 * @property {() => boolean} running
 * @property {() => void} mute
 * @property {() => Promise<void>} stop cancels a pending restart and stops the running child
 */

const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
const describeExit = ({ code, signal }) => (signal ? `signal ${signal}` : `code ${code}`);
// Ctrl-C reaches the whole process group: a child ending on SIGINT or SIGTERM was asked to stop.
const isStopRequest = ({ code, signal }) => code === 0 || signal === 'SIGINT' || signal === 'SIGTERM';

/**
 * Runs the child `start` returns and, once it has served, restarts it whenever it crashes, after
 * the back-off of the restart policy; each restart is logged with `say`. Only the crashing child
 * is restarted: the caller's other children keep running.
 * @param {{ name: string, start: () => import('./start-child.mjs').Child, say: (line: string) => void,
 *   policy?: import('./restart-policy.mjs').RestartPolicy }} options
 * @returns {Supervised}
 */
export function supervise({ name, start, say, policy = DEFAULT_RESTART_POLICY }) {
  const stopping = new AbortController();
  let serving = false;
  let muted = false;
  /** @type {import('./start-child.mjs').Child | null} */
  let child = null;

  async function run() {
    let crashesInARow = 0;
    for (;;) {
      child = start();
      if (muted) child.mute();
      const startedAt = Date.now();
      const exit = await child.closed;
      if (stopping.signal.aborted) return { reason: 'stopped', ...exit };
      if (isStopRequest(exit)) return { reason: 'exited', ...exit };
      if (!serving) return { reason: 'failed', ...exit };
      const upMs = Date.now() - startedAt;
      const next = afterCrash(policy, crashesInARow, upMs);
      crashesInARow = next.crashesInARow;
      if (next.delayMs === null) {
        say(
          `The ${name} crashed ${crashesInARow} times in a row (last with ${describeExit(exit)}); giving up.`,
        );
        return { reason: 'gave-up', ...exit };
      }
      say(
        `The ${name} crashed (${describeExit(exit)}) after ${seconds(upMs)}; restarting it in ${seconds(next.delayMs)} (crash ${crashesInARow} in a row, at most ${policy.maxCrashesInARow}).`,
      );
      try {
        await sleep(next.delayMs, undefined, { signal: stopping.signal });
      } catch {
        return { reason: 'stopped', ...exit };
      }
    }
  }

  const ended = run();
  return {
    name,
    ended,
    serving: () => {
      serving = true;
    },
    running: () => child?.running() ?? false,
    mute: () => {
      muted = true;
      child?.mute();
    },
    stop: async () => {
      stopping.abort();
      await child?.stop();
      await ended;
    },
  };
}
