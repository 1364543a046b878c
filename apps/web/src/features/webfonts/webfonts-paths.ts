import { ACCOUNT_BASE_PATH } from '../auth/account-paths.ts';

/** The account's web font projects (docs/routes.md). */
export const WEBFONTS_PATH = `${ACCOUNT_BASE_PATH}/webfonts`;
export const ADD_WEBFONTS_PROJECT_PATH = `${WEBFONTS_PATH}/addproject`;
export const ADD_SELF_HOSTING_PROJECT_PATH = `${WEBFONTS_PATH}/addselfhosting`;

/** The pages of one project: its settings (edit), its CSS and embed code (advanced), its page views. */
export type WebfontsProjectTab = 'edit' | 'advanced' | 'stats';

export const webfontsProjectPath = (id: string, tab: WebfontsProjectTab = 'edit') =>
  `${WEBFONTS_PATH}/${encodeURIComponent(id)}/${tab}`;
