import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounceLatest } from './debounce-latest.ts';

afterEach(() => vi.useRealTimers());

describe('debounceLatest', () => {
  it('runs once, 250 ms after the last call, with the last arguments', async () => {
    vi.useFakeTimers();
    const task = vi.fn(async (value: string) => value.toUpperCase());
    const delivered: string[] = [];
    const check = debounceLatest(task, 250, (result) => delivered.push(result));
    check.run(['c']);
    await vi.advanceTimersByTimeAsync(200);
    check.run(['cz1']);
    await vi.advanceTimersByTimeAsync(249);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(delivered).toEqual(['CZ1']);
  });

  it('runs at once when forced and drops answers of superseded calls', async () => {
    let release: (value: string) => void = () => undefined;
    const slow = new Promise<string>((resolve) => {
      release = resolve;
    });
    const answers = [slow, Promise.resolve('new')];
    const delivered: string[] = [];
    const check = debounceLatest(
      async () => answers.shift() as Promise<string>,
      250,
      (r) => delivered.push(r),
    );
    check.run([], { immediate: true });
    check.run([], { immediate: true });
    await Promise.resolve();
    release('old');
    await slow;
    await Promise.resolve();
    expect(delivered).toEqual(['new']);
  });

  it('cancel drops a pending run', async () => {
    vi.useFakeTimers();
    const task = vi.fn(async () => 1);
    const check = debounceLatest(task, 250, () => undefined);
    check.run([]);
    check.cancel();
    await vi.advanceTimersByTimeAsync(500);
    expect(task).not.toHaveBeenCalled();
  });
});
