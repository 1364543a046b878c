/** The encodings (script systems) a style can be drawn for; `scripts` are those of supportedScripts(). */
export type EncodingDefinition = {
  url: string;
  title: string;
  direction: 'ltr' | 'rtl';
  scripts: string[];
};

export const encodingDefinitions: EncodingDefinition[] = [
  { url: 'latin', title: 'Latin', direction: 'ltr', scripts: ['Latin', 'Greek', 'Cyrillic'] },
  { url: 'arabic', title: 'Arabic', direction: 'rtl', scripts: ['Arabic'] },
  { url: 'hebrew', title: 'Hebrew', direction: 'rtl', scripts: ['Hebrew'] },
  { url: 'devanagari', title: 'Devanagari', direction: 'ltr', scripts: ['Devanagari'] },
  { url: 'thai', title: 'Thai', direction: 'ltr', scripts: ['Thai'] },
  { url: 'armenian', title: 'Armenian', direction: 'ltr', scripts: ['Armenian'] },
  { url: 'georgian', title: 'Georgian', direction: 'ltr', scripts: ['Georgian'] },
  { url: 'symbols', title: 'Symbols', direction: 'ltr', scripts: [] },
];

/**
 * A file belongs to the encoding of its first script other than Latin, Greek and Cyrillic (a Noto Sans
 * Arabic file also maps a few Latin signs); a file with no script (icons) is Symbols.
 */
export function encodingForScripts(scripts: readonly string[], isIconFamily = false): EncodingDefinition {
  const fallback = encodingDefinitions[0] as EncodingDefinition;
  if (isIconFamily || scripts.length === 0) {
    return encodingDefinitions.find((encoding) => encoding.url === 'symbols') ?? fallback;
  }
  const special = encodingDefinitions.find(
    (encoding) => encoding.url !== 'latin' && encoding.scripts.some((script) => scripts.includes(script)),
  );
  return special ?? fallback;
}
