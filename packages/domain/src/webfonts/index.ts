export * from './webfonts-availability.ts';
export * from './webfonts-billing.ts';
export * from './webfonts-character-sets.ts';
export * from './webfonts-css.ts';
export * from './webfonts-domains.ts';
export * from './webfonts-months.ts';
export * from './webfonts-project-input.ts';
export * from './webfonts-status.ts';
