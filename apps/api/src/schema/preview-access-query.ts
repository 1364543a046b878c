import type { GraphQLContext } from '../context.ts';
import { previewAccessKey } from '../services/font-previews/preview-access-key.ts';
import {
  PREVIEW_ACCESS_PARAM,
  previewAccessExpiry,
  signPreviewAccess,
} from '../services/font-previews/preview-access-token.ts';
import { fontFileAddressOf } from '../services/font-subsets/font-subset-address.ts';

// Asked once per request: a page of families lists hundreds of preview URLs.
const clubMembers = new WeakMap<GraphQLContext, Promise<boolean>>();

/** Whether the request's viewer may see families in development: a signed-in club member. */
function viewerIsClubMember(context: GraphQLContext): Promise<boolean> {
  let answer = clubMembers.get(context);
  if (!answer) {
    const user = context.user;
    answer = user
      ? context.repositories.trials.trialRights(user.id).then((rights) => rights?.club === true)
      : Promise.resolve(false);
    clubMembers.set(context, answer);
  }
  return answer;
}

/** Tells the request's loader a family's status it already has, so its fonts' URLs cost no query. */
export function notePreRelease(context: GraphQLContext, family: { id: number; preRelease: boolean }): void {
  context.loaders.familyPreRelease.prime(family.id, family.preRelease);
}

/**
 * The query string a preview URL of this font needs for this viewer (docs/font-previews.md): for a
 * family in development and a viewer who may see it, `?access=<token>` signed for the font file;
 * otherwise '' (a released family's URLs stay as they are, and anyone else's get 404). A visitor's
 * answer is '' at once, not a promise: a page of families lists hundreds of preview URLs, and a
 * synchronous field costs GraphQL's execution far less than an awaited one (docs/performance.md).
 */
export function previewAccessQuery(
  context: GraphQLContext,
  font: { familyId: number; storageKey: string },
): string | Promise<string> {
  if (!context.user) return '';
  return signedAccessQuery(context, font);
}

async function signedAccessQuery(
  context: GraphQLContext,
  font: { familyId: number; storageKey: string },
): Promise<string> {
  const address = fontFileAddressOf(font.storageKey);
  // The viewer first: a page of fonts costs no statement more for someone outside the club.
  if (!address || !(await viewerIsClubMember(context))) return '';
  if (!(await context.loaders.familyPreRelease.load(font.familyId))) return '';
  const key = await previewAccessKey(context.config);
  const token = signPreviewAccess(key, address, previewAccessExpiry(new Date()));
  return `?${PREVIEW_ACCESS_PARAM}=${token}`;
}

/** `build` with the font's access query: synchronously when the query is known at once (see above). */
export function withPreviewAccess<T>(
  context: GraphQLContext,
  font: { familyId: number; storageKey: string },
  build: (accessQuery: string) => T,
): T | Promise<T> {
  const accessQuery = previewAccessQuery(context, font);
  return typeof accessQuery === 'string' ? build(accessQuery) : accessQuery.then(build);
}
