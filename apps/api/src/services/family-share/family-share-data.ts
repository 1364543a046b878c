import { z } from 'zod';

/** The most text a shared tester carries: a paragraph, not a document. */
export const SHARED_TEXT_MAX_LENGTH = 500;
/** What a share may store once normalised (UTF-8 bytes of its JSON): the text, settings and a few axes. */
export const SHARE_DATA_MAX_BYTES = 4096;

const id = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,15}$/, 'Not an id.'));
const tag = z.string().regex(/^[A-Za-z0-9 ]{4}$/, 'Not an OpenType tag.');
/** Slider values never need more than three decimals; rounding keeps noise out of the stored JSON. */
const rounded = (min: number, max: number) =>
  z
    .number()
    .finite()
    .min(min)
    .max(max)
    .transform((value) => Math.round(value * 1000) / 1000);

/**
 * The type tester's state as a share stores it. Unknown keys are dropped; the ranges are the
 * tester's own (size 8–240 px, leading 0.7–2.5). The face is a static style or a variable font with
 * its axis positions, never both.
 */
export const familyShareDataSchema = z
  .object({
    familyID: id,
    text: z.string().max(SHARED_TEXT_MAX_LENGTH, `At most ${SHARED_TEXT_MAX_LENGTH} characters.`),
    size: rounded(8, 240),
    leading: rounded(0.7, 2.5),
    alignment: z.enum(['left', 'center', 'right', 'justify']),
    styleID: id.optional(),
    variableFontID: id.optional(),
    axes: z
      .record(tag, z.number().finite())
      .refine((axes) => Object.keys(axes).length <= 16, 'At most 16 axes.')
      .optional(),
    features: z
      .array(tag)
      .max(64)
      .default([])
      .transform((tags) => [...new Set(tags)].sort()),
    encodingID: id.optional(),
  })
  .refine((data) => (data.styleID === undefined) !== (data.variableFontID === undefined), {
    message: 'Give a styleID or a variableFontID.',
    path: ['styleID'],
  })
  .refine((data) => data.axes === undefined || data.variableFontID !== undefined, {
    message: 'Axes belong to a variable font.',
    path: ['axes'],
  });

export type FamilyShareData = z.infer<typeof familyShareDataSchema>;

export type ShareDataProblem = { fields: Record<string, string> };

/** The parsed data, or the first problem of each field (`data.text`, `data.size` …). */
export function parseFamilyShareData(raw: unknown): { data: FamilyShareData } | ShareDataProblem {
  const result = familyShareDataSchema.safeParse(raw);
  if (result.success) return { data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = ['data', ...issue.path.map(String)].slice(0, 2).join('.');
    fields[key] ??= issue.message;
  }
  return { fields };
}

/** The stored size of the data: UTF-8 bytes of its JSON. */
export function shareDataBytes(data: unknown): number {
  return Buffer.byteLength(JSON.stringify(data), 'utf8');
}
