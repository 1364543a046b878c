import { licenseSlugOfEntry } from './license-selection.ts';

/** Licences that install fonts on computers: their buyers get TTF/OTF files beside the web fonts. */
export const DESKTOP_FILE_LICENSE_SLUGS: readonly string[] = ['desktop', 'corporate'];

/** Whether a bought item's licence entries entitle the buyer to desktop font files. */
export function includesDesktopFiles(entries: readonly { id: string }[]): boolean {
  return entries.some((entry) => DESKTOP_FILE_LICENSE_SLUGS.includes(licenseSlugOfEntry(entry.id)));
}
