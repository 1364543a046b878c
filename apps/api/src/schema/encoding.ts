import { TEXT_DIRECTIONS } from '@foundry/domain/fonts/text-direction';
import type { EncodingRow } from '../repositories/family-repository.ts';
import { readEncodings } from '../services/encodings/read-encodings.ts';
import { builder } from './builder.ts';

export const TextDirectionRef = builder.enumType('TextDirection', { values: TEXT_DIRECTIONS });

export const EncodingRef = builder.objectRef<EncodingRow>('Encoding').implement({
  description: 'A script system a family is drawn for (Latin, Arabic, Devanagari…).',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    title: t.exposeString('title'),
    direction: t.field({ type: TextDirectionRef, resolve: (encoding) => encoding.direction }),
    scripts: t.exposeStringList('scripts', { description: 'OpenType script tags, e.g. latn.' }),
  }),
});

builder.queryField('readEncodings', (t) =>
  t.field({
    type: [EncodingRef],
    resolve: (_root, _args, context) => readEncodings(context.repositories.families),
  }),
);
