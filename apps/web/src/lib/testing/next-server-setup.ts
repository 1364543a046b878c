// What `next start` sets up before loading any of Next's server modules: AsyncLocalStorage on
// globalThis, which Next's request and cache stores are made of (without it they are stand-ins that
// throw). Loaded first, since the unit project's files share their worker's modules (isolate: false).
import 'next/dist/server/node-environment-baseline.js';
