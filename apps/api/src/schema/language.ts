import type { Language } from '@foundry/domain/fonts/supported-languages';
import { familySupportedLanguages } from '../services/languages/family-supported-languages.ts';
import { builder } from './builder.ts';
import { FamilyRef } from './family.ts';

export const LanguageRef = builder.objectRef<Language>('Language').implement({
  description: 'A language by its CLDR code, with its English name.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'CLDR locale without region, e.g. "de" or "sr-Latn".' }),
    name: t.exposeString('name'),
  }),
});

builder.objectField(FamilyRef, 'supportedLanguages', (t) =>
  t.field({
    type: [LanguageRef],
    description:
      'Languages whose CLDR main exemplar characters every style of the encoding shown maps, by name.',
    // Through a loader: a page of families reads its styles' code points in one statement.
    resolve: async (family, _args, context) => {
      const styles = await context.loaders.styleCodePointsByFamily.load(family.id);
      return familySupportedLanguages(
        family.shownEncodingId === null
          ? styles
          : styles.filter((style) => style.encodingId === family.shownEncodingId),
      );
    },
  }),
);
