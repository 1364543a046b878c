import type { Repositories } from '../repositories/repositories.ts';
import { createLoaders, type Loaders } from './create-loaders.ts';

interface Made {
  made?: Loaders;
}

/**
 * Makes each request's loaders on the first read of any of them. Most executed requests read none (a
 * mutation, `{ __typename }`, a read without nested lists), and making the twenty-odd DataLoaders, each
 * with its cache, was a tenth of what such a request allocated (docs/performance.md). The loaders are
 * getters on one prototype made here, once: a request's object is empty until read, and the first read
 * makes the whole set with `createLoaders`, as before, so a request still never shares a loader.
 */
export function requestLoaders(repositories: Repositories): () => Loaders {
  const prototype = {};
  for (const name of Object.keys(createLoaders(repositories)) as (keyof Loaders)[]) {
    Object.defineProperty(prototype, name, {
      get(this: Made) {
        this.made ??= createLoaders(repositories);
        return this.made[name];
      },
    });
  }
  return () => Object.create(prototype) as Loaders;
}
