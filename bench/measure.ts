/** Runs `task` `warmup` times unmeasured, then `runs` times, and returns the median duration in ms. */
export async function medianMs(
  task: () => Promise<unknown>,
  { warmup = 20, runs = 100 } = {},
): Promise<number> {
  for (let i = 0; i < warmup; i++) await task();
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  return durations[Math.floor(durations.length / 2)] ?? Number.NaN;
}

export interface BenchResult {
  name: string;
  baselineMs: number;
  measuredMs: number;
  /** The measured path may cost at most this many times the baseline. */
  budgetRatio: number;
  /** What the two numbers count when it is not milliseconds, e.g. 'bytes'. */
  unit?: string;
}

/** Prints one line per result and returns whether every ratio is within its budget. */
export function report(results: BenchResult[]): boolean {
  let withinBudget = true;
  for (const { name, baselineMs, measuredMs, budgetRatio, unit = 'ms' } of results) {
    const ratio = measuredMs / baselineMs;
    const verdict = ratio <= budgetRatio ? 'ok' : 'OVER BUDGET';
    if (ratio > budgetRatio) withinBudget = false;
    console.log(
      `${name}: baseline ${baselineMs.toFixed(2)} ${unit}, measured ${measuredMs.toFixed(2)} ${unit}, ratio ${ratio.toFixed(2)} (budget ${budgetRatio}) ${verdict}`,
    );
  }
  return withinBudget;
}
