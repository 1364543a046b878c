export const CUSTOM_FONTS_PATH = '/fonts/custom';

export function caseStudyPath(url: string): string {
  return `${CUSTOM_FONTS_PATH}/${encodeURIComponent(url)}`;
}

/** The paragraphs of a case study's body (separated by blank lines), without empty ones. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
