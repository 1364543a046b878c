import { createInterface } from 'node:readline';

/**
 * Copies a child's output line by line to `target`, each line prefixed (e.g. "[api] "), until
 * `isMuted()` says stop: a child being stopped must not print after the sentence that explains why.
 * @param {import('node:stream').Readable} source
 * @param {NodeJS.WritableStream} target
 * @param {string} prefix
 * @param {() => boolean} isMuted
 */
export function prefixLines(source, target, prefix, isMuted) {
  const lines = createInterface({ input: source, crlfDelay: Number.POSITIVE_INFINITY });
  lines.on('line', (line) => {
    if (!isMuted()) target.write(`${prefix}${line}\n`);
  });
}
