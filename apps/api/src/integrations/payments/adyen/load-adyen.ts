import type adyenModule from '@adyen/api-library';

export type Adyen = typeof adyenModule;

/**
 * @adyen/api-library on first use: imported at start it kept 28 MB resident (16 MB of heap) in every
 * API process, with the test provider too (docs/performance.md, "Session 15: the pipeline and memory"). Node keeps it once loaded.
 */
export async function loadAdyen(): Promise<Adyen> {
  return (await import('@adyen/api-library')).default;
}
