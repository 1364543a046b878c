import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';

/** The packages a module of the compiled API imports when the process starts (static imports). */
async function startImports(): Promise<Set<string>> {
  const bundle = await readFile(inject('apiBundle'), 'utf8');
  return new Set(
    [...bundle.matchAll(/^import [^;]*?from "([^"]+)";$/gms)].map((match) => match[1] as string),
  );
}

describe('what the compiled API loads at start', () => {
  it('loads sharp (libvips, 12 MB resident) on the first image it handles, not at start', async () => {
    const imports = await startImports();
    // The check reads the bundle's imports at all: graphql-yoga is always one of them.
    expect(imports).toContain('graphql-yoga');
    expect(imports).not.toContain('sharp');
    expect(await readFile(inject('apiBundle'), 'utf8')).toContain('import("sharp")');
  });

  it("loads Adyen's library (28 MB resident) on the first payment or webhook, not at start", async () => {
    const imports = await startImports();
    expect(imports).toContain('graphql-yoga');
    expect(imports).not.toContain('@adyen/api-library');
    expect(await readFile(inject('apiBundle'), 'utf8')).toContain('import("@adyen/api-library")');
  });
});
