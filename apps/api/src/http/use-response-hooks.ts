import type { Plugin } from 'graphql-yoga';

type OnResponse = NonNullable<Plugin['onResponse']>;

/**
 * Plugins that only touch the response on its way out (headers) as one `onResponse` hook. The server
 * walks a kind of hook with a chain of promise-like objects for each hook, which for a one-line header
 * costs more than the header (docs/performance.md); here they run one after the other, in the order
 * given. Each must be synchronous and have no other hook.
 */
export function useResponseHooks(plugins: readonly Plugin[]): Plugin {
  const hooks: OnResponse[] = [];
  for (const plugin of plugins) {
    const { onResponse, ...others } = plugin;
    // Any other hook would be silently dropped.
    if (Object.keys(others).length > 0) throw new Error('A merged response plugin may only have onResponse.');
    if (onResponse) hooks.push(onResponse);
  }
  return {
    onResponse(payload) {
      for (const hook of hooks) {
        // A promise would be left unawaited: the response could leave before the hook is done.
        if (hook(payload)) throw new Error('A merged response hook must be synchronous.');
      }
    },
  };
}
