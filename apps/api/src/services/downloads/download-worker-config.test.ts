import { describe, expect, it } from 'vitest';
import { parseDownloadWorkerConfig } from './download-worker-config.ts';

describe('parseDownloadWorkerConfig', () => {
  it('leases for 30 s and polls every 2 s unless told otherwise', () => {
    expect(parseDownloadWorkerConfig({})).toEqual({ config: { leaseMs: 30_000, pollIntervalMs: 2_000 } });
    expect(parseDownloadWorkerConfig({ DOWNLOAD_LEASE_MS: ' ', DOWNLOAD_POLL_MS: '' })).toEqual({
      config: { leaseMs: 30_000, pollIntervalMs: 2_000 },
    });
  });

  it('takes whole milliseconds within range', () => {
    expect(parseDownloadWorkerConfig({ DOWNLOAD_LEASE_MS: '3000', DOWNLOAD_POLL_MS: '200' })).toEqual({
      config: { leaseMs: 3_000, pollIntervalMs: 200 },
    });
  });

  it('names the variable and the value it refuses', () => {
    expect(parseDownloadWorkerConfig({ DOWNLOAD_LEASE_MS: '2.5' })).toEqual({
      error: "DOWNLOAD_LEASE_MS must be a whole number of milliseconds between 1000 and 3600000 (got '2.5').",
    });
    expect(parseDownloadWorkerConfig({ DOWNLOAD_LEASE_MS: '999' })).toHaveProperty('error');
    expect(parseDownloadWorkerConfig({ DOWNLOAD_POLL_MS: '10' })).toEqual({
      error: "DOWNLOAD_POLL_MS must be a whole number of milliseconds between 50 and 60000 (got '10').",
    });
  });
});
