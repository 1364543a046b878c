import { describe, expect, it } from 'vitest';
import type { Repositories } from '../repositories/repositories.ts';
import { createLoaders } from './create-loaders.ts';
import { requestLoaders } from './request-loaders.ts';

/** Repositories whose every method answers no rows, counting the repositories the loaders take. */
function countingRepositories() {
  const taken = { count: 0 };
  const rows = async () => [];
  const repository = new Proxy({}, { get: () => rows });
  const repositories = new Proxy({} as Repositories, {
    get: () => {
      taken.count++;
      return repository;
    },
  });
  return { repositories, taken };
}

describe('requestLoaders', () => {
  it('makes no loader for a request until one is read', () => {
    const { repositories, taken } = countingRepositories();
    const loadersOfRequest = requestLoaders(repositories);
    const before = taken.count;
    const loaders = loadersOfRequest();
    expect(taken.count).toBe(before);
    expect(loaders.stylesByFamily).toHaveProperty('load', expect.any(Function));
    expect(taken.count).toBeGreaterThan(before);
  });

  it('gives a request the same loader on every read, and the same set for all its loaders', () => {
    const { repositories, taken } = countingRepositories();
    const loaders = requestLoaders(repositories)();
    const first = loaders.productsByFamily;
    const afterFirst = taken.count;
    expect(loaders.productsByFamily).toBe(first);
    expect(loaders.encodingById).toHaveProperty('load', expect.any(Function));
    expect(taken.count).toBe(afterFirst);
  });

  it('never shares a loader between two requests', () => {
    const { repositories } = countingRepositories();
    const loadersOfRequest = requestLoaders(repositories);
    const one = loadersOfRequest();
    const other = loadersOfRequest();
    expect(one.stylesByFamily).not.toBe(other.stylesByFamily);
    expect(one.publishedFamilyByUrl).not.toBe(other.publishedFamilyByUrl);
  });

  it('offers every loader createLoaders makes', async () => {
    const { repositories } = countingRepositories();
    const loaders = requestLoaders(repositories)();
    for (const name of Object.keys(createLoaders(repositories)) as (keyof typeof loaders)[]) {
      expect(loaders[name], name).toHaveProperty('load', expect.any(Function));
    }
    await expect(loaders.stylesByFamily.load(1)).resolves.toEqual([]);
  });
});
