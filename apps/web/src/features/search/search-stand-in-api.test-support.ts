import { type OperationBody, startOperationStandIn } from '../../lib/testing/operation-stand-in.ts';

export type Body = OperationBody;

/**
 * The stand-in API of the search components' tests; an answer may be a promise, so a test can hold
 * one request back and release it after a newer one.
 */
export function startSearchStandInApi() {
  return startOperationStandIn();
}

/** A search hit as the API sends it: the entity found (`extra` adds to it) with its category. */
export function hit(typename: string, id: string, title: string, category: string, extra: object = {}) {
  return {
    category,
    snippet: null,
    node: { __typename: typename, id, title, url: title.toLowerCase().replace(/\s+/g, '-'), ...extra },
  };
}
