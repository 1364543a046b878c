import { createHash } from 'node:crypto';
import type { ChangeTopic } from '@foundry/db';
import { useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { SESSION_COOKIE } from '../sessions/session-cookie.ts';
import type { ChangeFeed } from './change-feed.ts';
import { createDocumentPlans } from './document-plans.ts';
import { PUBLIC_READS } from './public-reads.ts';
import { createTopicCache, type TopicCache } from './topic-cache.ts';

/** Answers kept at most; the oldest go first. */
const MAX_ENTRIES = 2_000;
/** A safety net for what no write announces (a story scheduled to appear); writes invalidate at once. */
const TTL_MS = 60_000;

/** The topics a document's answer depends on, or null when it may not be cached. */
function topicsOfDocument(document: string, operationName: string | undefined): ChangeTopic[] | null {
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(document, { noLocation: true }).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return null;
  }
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (operation?.operation !== 'query') return null;
  const topics = new Set<ChangeTopic>();
  for (const selection of operation.selectionSet.selections) {
    // A fragment at the root could hide any field: such a request is simply not cached.
    if (selection.kind !== Kind.FIELD) return null;
    if (selection.name.value === '__typename') continue;
    const fieldTopics = PUBLIC_READS[selection.name.value];
    if (!fieldTopics) return null;
    for (const topic of fieldTopics) topics.add(topic);
  }
  return topics.size > 0 ? [...topics].sort() : null;
}

/** The request's identity: its document, operation and variables (in the order sent: a new order only misses). */
function requestHash(document: string, operationName: string | undefined, variables: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([document, operationName ?? null, variables ?? null]))
    .digest('base64url');
}

function hasSessionCookie(request: Request): boolean {
  const cookie = request.headers.get('cookie');
  return cookie?.includes(`${SESSION_COOKIE}=`) === true;
}

/**
 * The response cache of public reads (docs/performance.md): a query made only of PUBLIC_READS
 * fields, from a request without a session cookie, is answered from memory, keyed by its document,
 * operation and variables. Any request with a session goes through to the resolvers, so no viewer
 * ever gets an answer computed for someone else. Writes announce their topic on `changes`, which
 * drops every answer of that topic in this process (and, through NOTIFY, in every other).
 *
 * Whether a request may be cached at all is decided first, from its document's plan (once per
 * document) and its cookie; only then is the library's hook run. A request that may not be cached
 * (a private read, a mutation, a viewer with a session) pays for that decision alone: no hash of its
 * document and variables, no promise.
 */
export function usePublicResponseCache(changes: ChangeFeed): { plugin: Plugin; cache: TopicCache } {
  const cache = createTopicCache({ maxEntries: MAX_ENTRIES });
  changes.subscribeChanges((change) => cache.invalidateTopic(change.topic));
  const topicsOf = createDocumentPlans(topicsOfDocument);
  /** The topics of a request that may be cached; a request that may not is absent. */
  const cacheable = new WeakMap<Request, ChangeTopic[]>();

  const library = useResponseCache({
    cache,
    ttl: TTL_MS,
    session: () => null,
    invalidateViaMutation: false,
    enabled: (request) => cacheable.has(request),
    buildResponseCacheKey: (params) =>
      cache.keyOf(
        cacheable.get(params.request) ?? [],
        requestHash(params.documentString, params.operationName ?? undefined, params.variableValues),
      ),
  });
  const plugin: Plugin = {
    onYogaInit: library.onYogaInit,
    onPluginInit: library.onPluginInit,
    // The library's onRequest is left out: it answers If-None-Match only for a request `enabled`
    // approves, and no request is approved before its parameters are read.
    onParams(payload) {
      const { params, request } = payload;
      const topics = topicsOf(params.query ?? '', params.operationName ?? undefined);
      if (topics === null || hasSessionCookie(request)) return;
      cacheable.set(request, topics);
      return library.onParams?.(payload);
    },
  };
  return { plugin, cache };
}
