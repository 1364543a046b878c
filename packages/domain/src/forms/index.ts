// Zod schemas of the site's forms, shared by the web app (React Hook Form) and the API (docs/forms.md).
export * from './account-schemas.ts';
export * from './address-schema.ts';
export * from './club-schemas.ts';
export * from './code-schemas.ts';
export * from './feedback-schema.ts';
export * from './field-schemas.ts';
export * from './font-customisation-schema.ts';
export * from './fonts-in-use-schema.ts';
export * from './form-message-keys.ts';
export * from './icon-suggestion-schema.ts';
export * from './invoice-limit-schema.ts';
export * from './newsletter-schema.ts';
export * from './order-search-schema.ts';
export * from './schema-field-errors.ts';
export * from './webfonts-project-schema.ts';
