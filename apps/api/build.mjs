// Compiles the API into one ES module, dist/main.mjs, so that production runs plain JavaScript: no
// TypeScript transform or source maps held at run time (docs/performance.md, "The compiled API").
// The project's own packages (@foundry/*) are bundled; other packages stay imports of node_modules
// (native addons and WebAssembly load from their own folders).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
export const apiBundle = join(here, 'dist/main.mjs');

// Files find what they ship with (migrations, seed fonts, document fonts) relative to their own
// place: each module keeps its source file's URL as `import.meta.url`.
const keepSourceLocation = {
  name: 'keep-source-location',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

// A package is left to node_modules when the bundle's folder finds the same copy as the importing
// file; one only a package's own node_modules holds (packages/db's drizzle-orm) is bundled with it.
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@foundry/') || args.pluginData === 'resolving') return undefined;
      const options = { kind: args.kind, pluginData: 'resolving' };
      const [fromImporter, fromBundle] = await Promise.all([
        bundler.resolve(args.path, { ...options, resolveDir: args.resolveDir }),
        bundler.resolve(args.path, { ...options, resolveDir: here }),
      ]);
      const sameCopy = fromBundle.errors.length === 0 && fromBundle.path === fromImporter.path;
      return sameCopy ? { path: args.path, external: true } : undefined;
    });
  },
};

/**
 * Writes the bundle of src/main.ts (dist/main.mjs unless told another file, which must be in this
 * workspace: the bundle finds its packages from its own folder); resolves to its path.
 */
export async function buildApi(outfile = apiBundle) {
  await build({
    entryPoints: [join(here, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [keepSourceLocation, packagesStayExternal],
  });
  return outfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildApi();
