import type { FontCustomisationRow } from '../repositories/font-customisation-repository.ts';
import { builder } from './builder.ts';
import { AxisValueRef, axisValues } from './variable-font.ts';

/** A customer's named position on the axes of a variable font they own; 480 when it exists already. */
export const FontCustomisationRef = builder.objectRef<FontCustomisationRow>('FontCustomisation').implement({
  description: 'A named position on the axes of a variable font the customer owns.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    familyID: t.id({ resolve: (row) => row.familyId }),
    variableFontID: t.id({ resolve: (row) => row.variableFontId }),
    axesData: t.field({
      type: [AxisValueRef],
      description: 'The position, one value per axis of the variable font.',
      resolve: (row) => axisValues(row.axes) ?? [],
    }),
    created: t.field({ type: 'String', resolve: (row) => row.createdAt.toISOString() }),
    updated: t.field({ type: 'String', resolve: (row) => row.updatedAt.toISOString() }),
  }),
});
