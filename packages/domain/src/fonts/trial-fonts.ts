/** Trials a user or an address may download per rolling day before error 450. */
export const TRIAL_DOWNLOADS_PER_DAY = 5;
export const TRIAL_WINDOW_MS = 24 * 60 * 60 * 1000;

export function mayDownloadAnotherTrial(downloadsInWindow: number): boolean {
  return downloadsInWindow < TRIAL_DOWNLOADS_PER_DAY;
}

/**
 * When the next trial is possible, given the newest trials of the window (newest first): null when
 * one is possible now, else when the oldest of the last TRIAL_DOWNLOADS_PER_DAY leaves the window.
 */
export function nextTrialAt(newestFirst: readonly Date[]): Date | null {
  if (mayDownloadAnotherTrial(newestFirst.length)) return null;
  const leaving = newestFirst[TRIAL_DOWNLOADS_PER_DAY - 1] as Date;
  return new Date(leaving.getTime() + TRIAL_WINDOW_MS);
}

/**
 * The family name of a trial cut: '<Family> Trial'. A Reserved Font Name (OFL) may not name a modified
 * font (a subset is one), so each occurrence of it is replaced by 'Trial' instead.
 */
export function trialFamilyName(family: string, reservedFontName: string | null): string {
  const name = family.trim().replace(/\s+/g, ' ');
  const reserved = reservedFontName?.trim();
  if (reserved) {
    const escaped = reserved.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const renamed = name.replace(new RegExp(escaped, 'gi'), 'Trial').replace(/\s+/g, ' ').trim();
    if (renamed !== name) return /\btrial\b/i.test(renamed) ? renamed : `${renamed} Trial`;
  }
  return `${name} Trial`;
}

const ranges = (...pairs: [number, number][]) => pairs;

/** Printable ASCII: what every limited trial keeps. */
const BASIC_LATIN = ranges([0x20, 0x7e]);

/** The basic letters a limited trial keeps for each encoding (by URL), beyond Basic Latin. */
const ENCODING_BASIC_SETS: Record<string, [number, number][]> = {
  latin: [],
  arabic: ranges([0x060c, 0x060c], [0x061b, 0x061b], [0x061f, 0x061f], [0x0621, 0x0652], [0x0660, 0x0669]),
  hebrew: ranges([0x05d0, 0x05ea]),
  devanagari: ranges([0x0900, 0x097f]),
  thai: ranges([0x0e01, 0x0e5b]),
  armenian: ranges([0x0531, 0x0556], [0x0561, 0x0587]),
  georgian: ranges([0x10d0, 0x10fa]),
};

/** The text a limited trial is subset to for these encodings: Basic Latin plus each one's basic letters. */
export function trialCharacters(encodingUrls: readonly string[]): string {
  const all = [...BASIC_LATIN, ...encodingUrls.flatMap((url) => ENCODING_BASIC_SETS[url] ?? [])];
  const codePoints = new Set<number>();
  for (const [first, last] of all) for (let cp = first; cp <= last; cp += 1) codePoints.add(cp);
  return String.fromCodePoint(...[...codePoints].sort((a, b) => a - b));
}
