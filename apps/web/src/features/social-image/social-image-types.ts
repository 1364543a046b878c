/** Kinds of page a social preview can be drawn for (`/api/og/{type}`), with the label it shows. */
export const SOCIAL_IMAGE_TYPES = {
  font: 'Font',
  product: 'Product',
  story: 'Story',
  page: 'Page',
} as const;

export type SocialImageType = keyof typeof SOCIAL_IMAGE_TYPES;

export function isSocialImageType(value: string): value is SocialImageType {
  return Object.hasOwn(SOCIAL_IMAGE_TYPES, value);
}

/** Limits keep a hostile query string from drawing a wall of text. */
export const SOCIAL_TITLE_MAX = 120;
export const SOCIAL_SUBTITLE_MAX = 200;

export interface SocialImageText {
  title: string;
  subtitle: string | null;
}

/** The title and subtitle from a query string, trimmed and clamped. */
export function socialImageText(params: URLSearchParams, defaultTitle: string): SocialImageText {
  const title = params.get('title')?.trim().slice(0, SOCIAL_TITLE_MAX) || defaultTitle;
  const subtitle = params.get('subtitle')?.trim().slice(0, SOCIAL_SUBTITLE_MAX) || null;
  return { title, subtitle };
}
