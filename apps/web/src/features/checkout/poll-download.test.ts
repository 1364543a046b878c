import { describe, expect, it } from 'vitest';
import { type DownloadJob, pollDownload } from './poll-download.ts';

describe('pollDownload', () => {
  it('re-reads every 2.5 s until the job is completed', async () => {
    const answers: DownloadJob[] = [
      { id: 'd', hash: 'h', status: 'Generating' },
      { id: 'd', hash: 'h', status: 'Completed', file: 'https://api.test/downloads/d/h/fonts.zip' },
    ];
    const waits: number[] = [];
    const reads: string[] = [];
    const job = await pollDownload(
      async () => ({ id: 'd', hash: 'h', status: 'Pending' }),
      async (id, hash) => {
        reads.push(`${id}/${hash}`);
        return answers.shift() as DownloadJob;
      },
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(job.status).toBe('Completed');
    expect(job.file).toContain('fonts.zip');
    expect(waits).toEqual([2500, 2500]);
    expect(reads).toEqual(['d/h', 'd/h']);
  });

  it('stops at Failed and does not poll a job that is final at once', async () => {
    let reads = 0;
    const failed = await pollDownload(
      async () => ({ id: 'd', hash: 'h', status: 'Failed' }),
      async () => {
        reads++;
        return { id: 'd', hash: 'h', status: 'Completed' };
      },
      async () => undefined,
    );
    expect(failed.status).toBe('Failed');
    expect(reads).toBe(0);
  });
});
