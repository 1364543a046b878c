import { z } from 'zod';
import { FONT_CUSTOMISATION_TITLE_MAX_LENGTH } from '../customisations/customisation-title.ts';
import { textField } from './field-schemas.ts';

/**
 * The name a font customisation is saved under: general text of at most 60 characters (trimmed).
 * The API checks it with this schema too (`checkedCustomisation`); the axes are checked there
 * against the font.
 */
export const fontCustomisationSchema = z.object({
  title: textField({ max: FONT_CUSTOMISATION_TITLE_MAX_LENGTH }),
});

export type FontCustomisationValues = z.input<typeof fontCustomisationSchema>;
