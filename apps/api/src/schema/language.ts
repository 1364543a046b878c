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
    resolve: async (family, _args, context) =>
      familySupportedLanguages(
        await context.repositories.languages.styleCodePoints(family.id, family.shownEncodingId),
      ),
  }),
);
