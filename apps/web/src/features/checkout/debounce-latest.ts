/**
 * Runs `task` after `delayMs` without a newer call (or at once when forced); only the latest call's
 * answer is delivered, so a slow earlier answer cannot overwrite a newer one.
 */
export function debounceLatest<Args extends unknown[], Result>(
  task: (...args: Args) => Promise<Result>,
  delayMs: number,
  deliver: (result: Result) => void,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  const start = (args: Args, mine: number) => {
    task(...args).then(
      (result) => {
        if (mine === generation) deliver(result);
      },
      () => undefined,
    );
  };
  return {
    run(args: Args, { immediate = false } = {}) {
      const mine = ++generation;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (immediate) start(args, mine);
      else timer = setTimeout(() => start(args, mine), delayMs);
    },
    cancel() {
      generation++;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
