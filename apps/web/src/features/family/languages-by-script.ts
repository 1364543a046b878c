export interface SupportedLanguage {
  code: string;
  name: string;
}

export interface ScriptLanguages {
  /** The script's English name ("Latin", "Cyrillic"). */
  script: string;
  languages: SupportedLanguage[];
}

const scriptNames = new Intl.DisplayNames(['en'], { type: 'script' });

/** The script a language is usually written in: its own (sr-Latn) or the likely one of its code. */
function scriptOf(code: string): string {
  try {
    const script = new Intl.Locale(code).maximize().script;
    return script ? (scriptNames.of(script) ?? script) : '';
  } catch {
    return '';
  }
}

/**
 * Languages grouped by the script they are written in, the largest group first and names in
 * alphabetical order; languages of no known script gather under `otherLabel`, last.
 */
export function languagesByScript(
  languages: readonly SupportedLanguage[],
  otherLabel: string,
): ScriptLanguages[] {
  const groups = new Map<string, SupportedLanguage[]>();
  for (const language of languages) {
    const script = scriptOf(language.code) || otherLabel;
    groups.set(script, [...(groups.get(script) ?? []), language]);
  }
  return [...groups.entries()]
    .map(([script, members]) => ({
      script,
      languages: members.sort((a, b) => a.name.localeCompare(b.name, 'en')),
    }))
    .sort(
      (a, b) =>
        Number(a.script === otherLabel) - Number(b.script === otherLabel) ||
        b.languages.length - a.languages.length ||
        a.script.localeCompare(b.script, 'en'),
    );
}

/** The groups with only the languages whose name or code contains the search, in any case; empty groups dropped. */
export function filterLanguages(groups: readonly ScriptLanguages[], search: string): ScriptLanguages[] {
  const query = search.trim().toLowerCase();
  if (!query) return [...groups];
  return groups
    .map((group) => ({
      script: group.script,
      languages: group.languages.filter(
        (language) => language.name.toLowerCase().includes(query) || language.code.toLowerCase() === query,
      ),
    }))
    .filter((group) => group.languages.length > 0);
}
