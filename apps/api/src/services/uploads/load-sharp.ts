import type sharpModule from 'sharp';

/**
 * sharp (libvips) on first use: loaded with the API it kept 12 MB resident in a process that had not
 * touched an image yet (docs/performance.md, "Session 15: the pipeline and memory"). Node keeps the module once loaded.
 */
export async function loadSharp(): Promise<typeof sharpModule> {
  return (await import('sharp')).default;
}
