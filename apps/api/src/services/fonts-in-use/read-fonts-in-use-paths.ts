import type { FontsInUseRepository } from '../../repositories/fonts-in-use-repository.ts';

/** Every published showcase's id and url, newest first: the detail pages to build. */
export function readFontsInUsePaths(showcases: FontsInUseRepository): Promise<{ id: number; url: string }[]> {
  return showcases.paths();
}
