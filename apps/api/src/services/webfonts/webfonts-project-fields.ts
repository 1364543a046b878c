import type { WebfontsProjectFontValues } from '@foundry/domain/webfonts/webfonts-project-input';

/** The fields a project is created or changed with; lists given replace the stored ones. */
export interface ProjectFieldsArgs {
  title?: string | null;
  budget?: number | null;
  domains?: readonly string[] | null;
  billingEmails?: readonly string[] | null;
  editingEmails?: readonly string[] | null;
  fonts?: readonly WebfontsProjectFontValues[] | null;
}
