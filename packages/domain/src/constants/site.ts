/** Site-wide identity constants. */

export const DEFAULT_LANGUAGE = 'en';
/** Browser theme colour (meta theme-color). */
export const THEME_COLOUR = '#ff6600';
/** The first year of the copyright line in the footer. */
export const COPYRIGHT_FIRST_YEAR = 1999;

/** Length of generated client ids. */
export const GENERATED_ID_LENGTH = 10;
/** URL-safe alphabet for generated ids (the same 64 characters as base64url). */
export const GENERATED_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
