import { EventEmitter } from 'node:events';

/**
 * Tells this process's download worker that a job was queued, so it starts at once instead of at its
 * next poll. Workers in other processes find the job by polling; the table stays the queue.
 */
const signal = new EventEmitter();
signal.setMaxListeners(0);

export function announceQueuedDownload(): void {
  signal.emit('queued');
}

export function onQueuedDownload(listener: () => void): () => void {
  signal.on('queued', listener);
  return () => signal.off('queued', listener);
}
