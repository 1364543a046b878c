import type { Plugin } from 'graphql-yoga';

type OnRequest = NonNullable<Plugin['onRequest']>;
type OnRequestPayload = Parameters<OnRequest>[0];

/**
 * The plain-HTTP routes (health, files, downloads, uploads, kits, webhooks, …) as one plugin. Each
 * route is an async `onRequest` that tests its own path; as separate plugins, every GraphQL request
 * went through all of them, a promise each (docs/performance.md). Here a request for the GraphQL
 * endpoint, which no route answers, passes them with one comparison and no promise; any other
 * request meets the routes in the order given, and the first that answers ends the walk.
 */
export function usePlainRoutes(graphqlEndpoint: string, routes: readonly Plugin[]): Plugin {
  const hooks: OnRequest[] = [];
  for (const route of routes) {
    const { onRequest, ...others } = route;
    // Only a route's request hook is taken over; anything else would be silently dropped.
    if (Object.keys(others).length > 0)
      throw new Error('A plain-HTTP route may only have an onRequest hook.');
    if (onRequest) hooks.push(onRequest);
  }
  return {
    onRequest(payload) {
      if (payload.url.pathname === graphqlEndpoint) return;
      let answered = false;
      const forwarded: OnRequestPayload = {
        ...payload,
        endResponse(response) {
          if (response) answered = true;
          payload.endResponse(response);
        },
      };
      const from = (first: number): void | Promise<void> => {
        for (let index = first; index < hooks.length && !answered; index++) {
          const pending = hooks[index]?.(forwarded);
          if (pending) return pending.then(() => from(index + 1));
        }
      };
      return from(0);
    },
  };
}
