/** The compiled API's usual place: apps/api/dist/main.mjs. */
export const apiBundle: string;
/** Writes the bundle of src/main.ts to `outfile` (inside apps/api); resolves to its path. */
export function buildApi(outfile?: string): Promise<string>;
