import { unstable_cache } from 'next/cache';
import { type ApiAnswer, type ApiRequest, askApi } from './api-answer.ts';

interface CacheOptions {
  /** Seconds the answer may be reused across requests. */
  revalidate: number;
  /** Tags that expire it (lib/cache/cache-tags.ts). */
  tags: string[];
}

/** Carries an answer that must not be cached out of the cache's callback: a throw stores nothing. */
class UncachedAnswer<Data> extends Error {
  constructor(readonly answer: ApiAnswer<Data>) {
    super('uncached GraphQL answer');
  }
}

/**
 * The API's answer through Next's data cache, where only an answer with data is kept: one with
 * GraphQL errors or a failed status is handed to this caller alone, so a passing API failure is not
 * served to the next visitors until the entry expires. The request (query and variables) is the key.
 */
export async function cachedApiAnswer<Data>(
  request: ApiRequest,
  { revalidate, tags }: CacheOptions,
): Promise<ApiAnswer<Data>> {
  const read = unstable_cache(
    async (url: string, body: string) => {
      const answer = await askApi<Data>({ url, headers: request.headers, body });
      if (answer.kind !== 'data') throw new UncachedAnswer(answer);
      return answer;
    },
    ['graphql'],
    { revalidate, tags },
  );
  try {
    return await read(request.url, request.body);
  } catch (error) {
    if (error instanceof UncachedAnswer) return error.answer as ApiAnswer<Data>;
    throw error;
  }
}
