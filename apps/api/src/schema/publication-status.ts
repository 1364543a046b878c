import { PUBLICATION_STATUSES } from '@foundry/domain/publication/publication-status';
import { builder } from './builder.ts';

/** The catalogue's publication status, as an enum so a client validates its values. */
export const PublicationStatusRef = builder.enumType('PublicationStatus', {
  description: 'Whether an entry is shown on the site: only PUBLISHED ones are.',
  values: PUBLICATION_STATUSES,
});
