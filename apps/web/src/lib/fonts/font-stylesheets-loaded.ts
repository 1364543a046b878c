import { FAMILY_STYLESHEET_PATH } from './family-stylesheet.ts';

/** A stylesheet that never answers must not hold the font state in Loading for ever. */
const WAIT_MS = 10_000;

/**
 * Resolves once every family stylesheet linked in the document has loaded or failed (or after 10 s).
 * The @font-face rules come from those files, so until they arrive `document.fonts.load` finds no
 * face to load.
 */
export function fontStylesheetsLoaded(doc: Document = document): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.getAttribute('href')?.startsWith(`${FAMILY_STYLESHEET_PATH}/`) && !link.sheet,
  );
  const each = pending.map(
    (link) =>
      new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  return Promise.race([
    Promise.all(each).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS)),
  ]);
}
