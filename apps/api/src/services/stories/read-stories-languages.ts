import type { StoryRepository } from '../../repositories/story-repository.ts';

export interface StoryLanguage {
  code: string;
  /** The language's English name ('Czech'); the code when the runtime knows no name. */
  name: string;
  storiesCount: number;
}

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

function languageName(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code; // not a well-formed language tag
  }
}

/** The languages published stories are written in (the /stories language filter), by English name. */
export async function readStoriesLanguages(storiesRepository: StoryRepository): Promise<StoryLanguage[]> {
  const rows = await storiesRepository.languages();
  return rows
    .map((row) => ({ ...row, name: languageName(row.code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
