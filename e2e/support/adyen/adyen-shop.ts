import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2ePorts } from '../../../scripts/lib/e2e-ports.mjs';
import { ADYEN_ACCOUNT } from './adyen-stand-in.ts';

const { webPort, apiPort, adminPort } = e2ePorts(process.env);

/**
 * A second test shop with PAYMENT_PROVIDER=adyen, beside the journeys' own (which runs the built-in
 * test provider): the next ports up, its own fresh data, the same web build. Its address is fixed,
 * so a spec can set it as its baseURL.
 */
export const adyenShop = {
  webURL: `http://localhost:${webPort + 1}`,
  apiURL: `http://localhost:${apiPort + 1}`,
};

/** Starts that shop with `scripts/start.mjs` (as `npm start` does) against the Adyen stand-in. */
export async function startAdyenShop(adyenEndpoint: string): Promise<{ stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'foundry-e2e-adyen-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: new URL('../../../', import.meta.url),
    env: {
      ...process.env,
      PORT: String(webPort + 1),
      API_PORT: String(apiPort + 1),
      ADMIN_PORT: String(adminPort + 1),
      DATA_DIR: dataDir,
      PUBLIC_URL: adyenShop.webURL,
      API_URL: adyenShop.apiURL,
      DATABASE_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_SKIP_TYPECHECK: '1',
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      REVALIDATE_TOKEN: randomToken(),
      WEB_REVALIDATE_URL: `${adyenShop.webURL}/api/revalidate`,
      PAYMENT_PROVIDER: 'adyen',
      ...ADYEN_ACCOUNT,
      ADYEN_ENDPOINT: adyenEndpoint,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (/The shop is running/.test(output)) resolve();
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) =>
      reject(new Error(`the Adyen shop stopped (${code}) while starting:\n${output}`)),
    );
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await started;
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
