import type { LicenseSelectionInputValue } from '../services/products/license-selection-from-input.ts';
import { builder } from './builder.ts';

export type { LicenseSelectionInputValue } from '../services/products/license-selection-from-input.ts';

export const LicenseOptionValueInputRef = builder
  .inputRef<{ name: string; value: string }>('LicenseOptionValueInput')
  .implement({
    description: 'One option of a licence entry, e.g. { name: "computers", value: "5" }.',
    fields: (t) => ({
      name: t.string({ required: true }),
      value: t.string({ required: true }),
    }),
  });

export const LicenseSelectionInputRef = builder
  .inputRef<LicenseSelectionInputValue>('LicenseSelectionInput')
  .implement({
    description:
      "One licence entry of a font selection. id is the licence's slug ('desktop', 'web', 'app', 'ebook', 'corporate') or 'third-party-N' for the N-th third party (N from 1).",
    fields: (t) => ({
      id: t.string({ required: true }),
      options: t.field({ type: [LicenseOptionValueInputRef], required: true }),
      licenseName: t.string({ description: 'Third parties: who the licence is for.' }),
      licenseEmail: t.string(),
      licenseIndex: t.int({ description: 'Third parties: N.' }),
    }),
  });
