import { createFontCustomisation } from '../services/font-customisations/create-font-customisation.ts';
import { deleteFontCustomisation } from '../services/font-customisations/delete-font-customisation.ts';
import { updateFontCustomisation } from '../services/font-customisations/update-font-customisation.ts';
import { builder } from './builder.ts';
import { FontCustomisationRef } from './font-customisation.ts';

export const AxisValueInputRef = builder.inputType('AxisValueInput', {
  description: 'A value of one axis of a variable font.',
  fields: (t) => ({
    tag: t.string({ required: true, description: 'OpenType axis tag: wght, opsz…' }),
    value: t.float({ required: true }),
  }),
});

const CODES =
  'Codes: 1 without a session; 103 with extensions.fields (familyID: not a family the user owns in full; variableFontID: not a variable font of the family; title: 1–60 characters of general text; axes / axes.<tag>: every axis of the font once, within its range); 480 when the user has a customisation of the font with the same title (case aside) or at the same position.';

builder.mutationField('createFontCustomisation', (t) =>
  t.field({
    type: FontCustomisationRef,
    description: `Saves a named position on the axes of a variable font of a family the signed-in user owns in full. ${CODES}`,
    args: {
      familyID: t.arg.id({ required: true }),
      variableFontID: t.arg.id({ required: true }),
      title: t.arg.string({ required: true }),
      axes: t.arg({ type: [AxisValueInputRef], required: true }),
    },
    resolve: (_root, args, context) => createFontCustomisation(args, context.user, context.repositories),
  }),
);

builder.mutationField('updateFontCustomisation', (t) =>
  t.field({
    type: FontCustomisationRef,
    description: `Renames or moves one of the signed-in user's customisations; 103 on \`id\` for one that is not theirs. ${CODES}`,
    args: {
      id: t.arg.id({ required: true }),
      familyID: t.arg.id({ required: true }),
      variableFontID: t.arg.id({ required: true }),
      title: t.arg.string({ required: true }),
      axes: t.arg({ type: [AxisValueInputRef], required: true }),
    },
    resolve: (_root, args, context) => updateFontCustomisation(args, context.user, context.repositories),
  }),
);

builder.mutationField('deleteFontCustomisation', (t) =>
  t.field({
    type: FontCustomisationRef,
    description:
      "Deletes one of the signed-in user's customisations and answers it. Codes: 1 without a session; 103 on `id` for one that is not theirs.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteFontCustomisation(args, context.user, context.repositories),
  }),
);
