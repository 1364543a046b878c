import { fileURLToPath } from 'node:url';

/** The committed seed assets, found from this file so any working directory works. */
export const seedFontsDir = fileURLToPath(new URL('../../seed/fonts', import.meta.url));
export const seedDataDir = fileURLToPath(new URL('../../seed/data', import.meta.url));
