// The public surface of the licensing feature: what routes and other features import from it.

export { toLicenseCatalogue } from './configurator-data.ts';
export { FormLicenceChoices } from './form-licence-choices.tsx';
export { licenceInWords } from './licence-in-words.ts';
export { LicenceFields } from './queries/licence-fields.ts';
export { ReadLicencesQuery } from './queries/read-licences.ts';
