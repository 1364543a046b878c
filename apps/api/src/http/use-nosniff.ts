import type { Plugin } from 'graphql-yoga';

/** The header that stops browsers from guessing a type other than the one the API declares. */
export const NOSNIFF = { 'x-content-type-options': 'nosniff' } as const;

/**
 * Every answer, GraphQL or a plain-HTTP route (files, uploads, downloads, CSS kits, errors), says
 * `nosniff`: an uploaded image or a stored file is then never run as a script or a page.
 */
export function useNosniff(): Plugin {
  return {
    onResponse({ response }) {
      response.headers.set('x-content-type-options', 'nosniff');
    },
  };
}
