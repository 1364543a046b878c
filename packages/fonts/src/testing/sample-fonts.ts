import { fileURLToPath } from 'node:url';

/** The demo catalogue's committed font files, which this package's tests read as samples. */
export const sampleFontsDir = fileURLToPath(new URL('../../../db/seed/fonts', import.meta.url));
