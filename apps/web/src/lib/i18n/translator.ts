import type { i18n as I18next, TFunction } from 'i18next';

/** What `t` may be given besides the values its text interpolates. */
interface TranslateOptions {
  /** Chooses the plural form (`key_one`, `key_other`, `key_zero` for 0) and fills `{{count}}`. */
  count?: unknown;
  /** The text when the key has none (and no report of a missing text). */
  defaultValue?: unknown;
  [value: string]: unknown;
}

/**
 * A page's texts and their `t`: one bundled language, keys as paths in a nested object
 * (`header.menu`, optionally prefixed `common:`), `{{name}}` interpolation (no escaping: React
 * escapes), plural forms by `Intl.PluralRules`, and the `currency(CODE)` format of the form texts.
 * The rules are i18next's, the library it replaces (docs/adr/0010-own-translation-runtime.md);
 * `translator.test.ts` compares both over every text.
 */
export interface Translator {
  readonly language: string;
  /** The text of a key, with its values; keys are checked against the texts (i18next.d.ts). */
  readonly t: I18next['t'];
  /** The same function, typed as the `t` components hand to helpers (no `common:` prefix). */
  readonly plainT: TFunction;
  readonly exists: (key: string) => boolean;
  /** Adds the texts it does not hold yet, at any depth (a text it holds stays as it is). */
  readonly addTexts: (texts: object) => void;
}

export interface TranslatorOptions {
  language: string;
  namespace: string;
  /** Called for a key without a text (unless the call gives a `defaultValue`). */
  onMissing?: (key: string) => void;
}

type Texts = { [key: string]: unknown };

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const CURRENCY_FORMAT = /^currency\((\w+)\)$/;

function mergeMissing(target: Texts, source: Texts): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (current === undefined) {
      target[key] = isTexts(value) ? { ...value } : value;
    } else if (isTexts(current) && isTexts(value)) {
      mergeMissing(current, value);
    }
  }
}

function isTexts(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createTranslator(initialTexts: object, options: TranslatorOptions): Translator {
  const { language, namespace, onMissing } = options;
  const texts: Texts = {};
  mergeMissing(texts, initialTexts as Texts);
  const pluralRules = new Intl.PluralRules(language);
  const namespacePrefix = `${namespace}:`;
  const currencyFormats = new Map<string, Intl.NumberFormat>();

  const lookup = (path: string): unknown => {
    let node: unknown = texts;
    for (const part of path.split('.')) {
      if (!isTexts(node)) return undefined;
      node = node[part];
    }
    return node;
  };

  const textOf = (key: string, count: unknown): string | undefined => {
    const path = key.startsWith(namespacePrefix) ? key.slice(namespacePrefix.length) : key;
    const candidates = [path];
    // As i18next: any count but a string chooses a form (null as 0, without the `_zero` text).
    if (count !== undefined && typeof count !== 'string') {
      candidates.unshift(`${path}_${pluralRules.select(Number(count))}`);
      if (count === 0) candidates.unshift(`${path}_zero`);
    }
    for (const candidate of candidates) {
      const text = lookup(candidate);
      if (typeof text === 'string') return text;
    }
    return undefined;
  };

  const format = (value: unknown, formatName: string | undefined): string => {
    const currency = formatName ? CURRENCY_FORMAT.exec(formatName)?.[1] : undefined;
    if (currency && typeof value === 'number') {
      let formatter = currencyFormats.get(currency);
      if (!formatter) {
        formatter = new Intl.NumberFormat(language, { style: 'currency', currency });
        currencyFormats.set(currency, formatter);
      }
      return formatter.format(value);
    }
    return typeof value === 'string' ? value : String(value);
  };

  const interpolate = (text: string, values: TranslateOptions | undefined): string =>
    text.replace(PLACEHOLDER, (placeholder, inner: string) => {
      const [name = '', formatName] = inner.split(',').map((part) => part.trim());
      if (!values || !Object.hasOwn(values, name)) return placeholder;
      const value = values[name];
      return value === undefined || value === null ? '' : format(value, formatName);
    });

  const translate = (key: string, values?: TranslateOptions): string => {
    const text = textOf(key, values?.count);
    if (text !== undefined) return interpolate(text, values);
    if (values?.defaultValue !== undefined) return interpolate(String(values.defaultValue), values);
    onMissing?.(key);
    return key.startsWith(namespacePrefix) ? key.slice(namespacePrefix.length) : key;
  };

  return {
    language,
    t: translate as unknown as I18next['t'],
    plainT: translate as unknown as TFunction,
    exists: (key) => textOf(key, undefined) !== undefined,
    addTexts: (more) => mergeMissing(texts, more as Texts),
  };
}
