import { ACCOUNT_BASE_PATH } from '../auth/index.ts';

/** The account's list of the customer's own fonts-in-use projects. */
export const USER_FONTS_IN_USE_PATH = `${ACCOUNT_BASE_PATH}/fonts_in_use`;
export const NEW_USER_FONTS_IN_USE_PATH = `${USER_FONTS_IN_USE_PATH}/new`;
export const editUserFontsInUsePath = (id: string) =>
  `${USER_FONTS_IN_USE_PATH}/${encodeURIComponent(id)}/edit`;
