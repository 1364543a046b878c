import type { Logger } from './logger.ts';

/**
 * A request's logger: `logger.child({ requestId })`, made when the request first logs. Most requests
 * never log (the level is warn in production), and pino's child, which builds its formatters and
 * writes its bindings as JSON, was a share of every request's context (docs/performance.md). Reads
 * and calls go to the child, with the child as `this`, so it behaves as the child itself.
 */
export function requestLogger(logger: Logger, requestId: string): Logger {
  let child: Logger | undefined;
  const made = () => {
    child ??= logger.child({ requestId });
    return child;
  };
  // An empty target: the root logger's own properties must not constrain what the child answers.
  return new Proxy({} as Logger, {
    get(_target, name) {
      const target = made();
      const value = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(_target, name, value) {
      return Reflect.set(made(), name, value);
    },
    has(_target, name) {
      return Reflect.has(made(), name);
    },
  });
}
