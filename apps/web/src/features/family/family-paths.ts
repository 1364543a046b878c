import { styleSlug } from '@foundry/domain/fonts/style-slug';

/** /fonts/{familyUrl} */
export function familyPath(familyUrl: string): string {
  return `/fonts/${encodeURIComponent(familyUrl)}`;
}

/** /fonts/{familyUrl}/{encodingUrl} */
export function familyEncodingPath(familyUrl: string, encodingUrl: string): string {
  return `${familyPath(familyUrl)}/${encodeURIComponent(encodingUrl)}`;
}

/** /fonts/{familyUrl}/{encodingUrl}/{style}: the style named by a slug of its title. */
export function familyStylePath(familyUrl: string, encodingUrl: string, styleTitle: string): string {
  return `${familyEncodingPath(familyUrl, encodingUrl)}/${styleSlug(styleTitle)}`;
}
