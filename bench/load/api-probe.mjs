// Preloaded into the API by `npm run bench:cpu` (node --import), driven by SIGUSR2: the first signal
// starts a measurement, the second ends it and writes $API_PROBE_FILE: the peaks of
// process.memoryUsage() over the measurement (sampled every 100 ms) and, with $API_PROBE_PROFILE=cpu, a
// CPU profile of it (=allocations: a sampling heap profile), so that start-up and warm-up are left out.
import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const file = process.env.API_PROBE_FILE;
if (file) {
  let measuring;
  process.on('SIGUSR2', async () => {
    if (!measuring) {
      const peaks = { rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
      const sample = () => {
        const usage = process.memoryUsage();
        for (const key of Object.keys(peaks)) peaks[key] = Math.max(peaks[key], usage[key]);
      };
      const timer = setInterval(sample, 100);
      let session;
      if (process.env.API_PROBE_PROFILE === 'cpu') {
        session = new Session();
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 200 });
        await session.post('Profiler.start');
      } else if (process.env.API_PROBE_PROFILE === 'allocations') {
        session = new Session();
        session.connect();
        await session.post('HeapProfiler.enable');
        await session.post('HeapProfiler.startSampling', {
          samplingInterval: 16384,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: true,
        });
      }
      measuring = { peaks, sample, timer, session };
      return;
    }
    const { peaks, sample, timer, session } = measuring;
    measuring = undefined;
    clearInterval(timer);
    sample();
    const kind = process.env.API_PROBE_PROFILE;
    const profile = session && kind === 'cpu' ? (await session.post('Profiler.stop')).profile : undefined;
    const allocations =
      session && kind === 'allocations'
        ? (await session.post('HeapProfiler.stopSampling')).profile
        : undefined;
    session?.disconnect();
    // Written whole under another name first: the bench reads the file as soon as it appears.
    writeFileSync(`${file}.part`, JSON.stringify({ memoryPeaks: peaks, profile, allocations }));
    renameSync(`${file}.part`, file);
  });
}
