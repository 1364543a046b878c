import type { Config } from '../../config.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { Payments } from '../../integrations/payments/create-payments.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { Logger } from '../../logger.ts';
import type { AdminRepositories } from '../../repositories/admin/admin-repositories.ts';
import type { StaffViewer } from '../../repositories/admin/staff-repository.ts';
import type { SignInAttemptRepository } from '../../repositories/sign-in-attempt-repository.ts';

/** What the back office's use-cases may depend on; each takes the part it needs (verb(input, deps)). */
export interface StaffDeps {
  config: Pick<
    Config,
    'secureCookies' | 'production' | 'publicUrl' | 'apiUrl' | 'accountTokenSecret' | 'dataDir'
  >;
  /** Where the keys that sign links (story previews) come from. */
  secrets: Pick<Config, 'accountTokenSecret' | 'dataDir'>;
  logger: Logger;
  admin: AdminRepositories;
  signInAttempts: SignInAttemptRepository;
  payments: Payments;
  mailer: Mailer;
  storage: FileStorage;
  /** The signed-in staff member, or null. */
  staff: StaffViewer | null;
  cookieHeader: string | null;
  clientAddress: string | null;
  setCookie(header: string): void;
  becomeStaff(staff: StaffViewer): void;
}
