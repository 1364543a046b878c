// drizzle-kit sits in the root node_modules while npm keeps drizzle-orm nested in packages/db
// (peer-dependency placement), so drizzle-kit's own `import('drizzle-orm/…')` cannot find it.
// This resolve hook points those imports at packages/db's copy; it is only used by `npm run generate`.
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
const parent = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: parent });
  }
  return next(specifier, context);
}`)}`,
);
