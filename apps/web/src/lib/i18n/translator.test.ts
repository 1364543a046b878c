import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { COMMON_EN } from './locales/en/common.ts';
import { createTranslator } from './translator.ts';

// The old runtime, i18next, set up as the shop used it, is the reference: every text of the locale
// must come out of the new runtime exactly as it came out of i18next, for every plural form and value.
function referenceT() {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en'],
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: COMMON_EN } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance.t as unknown as (key: string, values?: object) => string;
}

function leaves(texts: object, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const texts = leaves(COMMON_EN);
/** Each key as components name it (`header.cartCount` for `header.cartCount_one` and `_other`). */
const keys = [...new Set(texts.map(([key]) => key.replace(PLURAL_SUFFIX, '')))];
const placeholdersOf = (key: string) =>
  texts
    .filter(([text]) => text === key || text.replace(PLURAL_SUFFIX, '') === key)
    .flatMap(([, value]) => [...value.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1] ?? ''));

/** A value for each placeholder: a number where the text formats it, words elsewhere. */
function valuesFor(key: string, count?: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const placeholder of placeholdersOf(key)) {
    const [name = '', format] = placeholder.split(',').map((part) => part.trim());
    values[name] = format ? 1250.5 : `<${name} & "value">`;
  }
  if (count !== undefined) values.count = count;
  return values;
}

describe('the translation runtime', () => {
  const reference = referenceT();
  const { t } = createTranslator(COMMON_EN, { language: 'en', namespace: 'common' });
  const say = t as unknown as (key: string, values?: object) => string;

  it(`says each of the locale's ${keys.length} texts as i18next did, without and with its values`, () => {
    expect(keys.length).toBeGreaterThan(1000);
    for (const key of keys) {
      expect(say(key), key).toBe(reference(key));
      expect(say(key, valuesFor(key)), key).toBe(reference(key, valuesFor(key)));
      expect(say(`common:${key}`), key).toBe(reference(`common:${key}`));
    }
  });

  it('chooses the plural form i18next chose for every count', () => {
    const plurals = keys.filter((key) => texts.some(([text]) => text !== key && text.startsWith(`${key}_`)));
    expect(plurals.length).toBeGreaterThan(25);
    for (const key of plurals) {
      for (const count of [0, 1, 2, 5, 21, 100, 1.5, -1]) {
        expect(say(key, valuesFor(key, count)), `${key} ${count}`).toBe(
          reference(key, valuesFor(key, count)),
        );
      }
    }
  });

  it('formats euros as i18next did', () => {
    const values = { min: 50, max: 10000 };
    expect(say('forms.invoiceLimitRange', values)).toBe(reference('forms.invoiceLimitRange', values));
  });

  it('treats missing texts, default values and missing values as i18next did', () => {
    const cases: [string, object | undefined][] = [
      ['nothing.here', undefined],
      ['common:nothing.here', undefined],
      ['nothing.here', { defaultValue: 'Fallback {{name}}', name: 'x' }],
      ['header.menu', { defaultValue: 'unused' }],
      ['header.cartCount', { count: 2, defaultValue: 'unused' }],
      ['header.cartCount', { count: '2' }],
      ['header.cartCount', {}],
      ['header.cartCount', { count: undefined }],
      ['header.cartCount', { count: null }],
    ];
    for (const [key, values] of cases) {
      expect(say(key, values), `${key} ${JSON.stringify(values)}`).toBe(reference(key, values));
    }
  });

  it('reports a missing text unless a default value is given', () => {
    const missing: string[] = [];
    const translator = createTranslator(
      { a: { b: 'B' } },
      {
        language: 'en',
        namespace: 'common',
        onMissing: (key) => missing.push(key),
      },
    );
    const sayIt = translator.t as unknown as (key: string, values?: object) => string;
    expect(sayIt('a.b')).toBe('B');
    expect(sayIt('a.c')).toBe('a.c');
    expect(sayIt('a.d', { defaultValue: 'D' })).toBe('D');
    // a group of texts is no text (i18next answered with a sentence about the object)
    expect(sayIt('a')).toBe('a');
    expect(missing).toEqual(['a.c', 'a']);
  });

  it('adds texts without replacing those it has, in its own copy', () => {
    const initial = { a: { b: 'B' } };
    const translator = createTranslator(initial, { language: 'en', namespace: 'common' });
    translator.addTexts({ a: { b: 'other', c: 'C' }, d: 'D' });
    expect(translator.exists('a.b') && translator.exists('a.c') && translator.exists('d')).toBe(true);
    expect(translator.t('a.b' as never)).toBe('B');
    expect(initial).toEqual({ a: { b: 'B' } });
  });
});
