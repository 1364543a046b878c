import type { EditorialBlockInput } from '@foundry/domain/editorial/editorial-blocks';
import { STORY_BLOCK_KINDS } from '@foundry/domain/editorial/editorial-blocks';
import { STAFF_ERROR, StaffError } from '@foundry/errors';
import {
  type AdminNewsletterIssueRow,
  createAdminNewsletterRepository,
  type NewsletterIssueWrite,
} from '../../repositories/admin/admin-newsletter-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { FieldErrors } from '../admin-editorial/editorial-fields.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

export interface NewsletterIssueInput {
  id: number | null;
  subject: string;
  preheader: string | null;
  blocks: readonly EditorialBlockInput[];
}

/** The audit row keeps the texts and the number of blocks, not every block. */
const summary = ({ blocks, ...rest }: AdminNewsletterIssueRow) => ({ ...rest, blocks: blocks.length });

/**
 * Writes a new issue (a draft: not sent) or saves one. Its web version (`/newsletter/{id}`) is read
 * per request, never from a cache, so the preview shows the save at once (docs/editorial-admin.md).
 */
export async function saveNewsletterIssue(
  input: NewsletterIssueInput,
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  const staff = requireStaff(deps.staff, 'editorial.write');
  const fields = new FieldErrors();
  const values: NewsletterIssueWrite = {
    subject: fields.text('subject', input.subject, 200),
    preheader: fields.optional('preheader', input.preheader, 300),
    // The kinds of a story: a newsletter has no team page's person blocks.
    blocks: fields.blocks(input.blocks, STORY_BLOCK_KINDS),
  };
  fields.throwIfAny();
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const issues = createAdminNewsletterRepository(tx);
    const before = input.id === null ? null : await issues.find(input.id);
    if (input.id !== null && !before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such issue.');
    const after = before ? await issues.update(before.id, values) : await issues.insert(values);
    if (!after) throw new Error('issue vanished');
    return {
      result: after,
      audit: {
        action: before ? 'newsletter.update' : 'newsletter.create',
        entityType: 'newsletter-issue',
        entityId: String(after.id),
        before: before ? summary(before) : null,
        after: summary(after),
      },
    };
  });
}

/**
 * Publishes an issue: it is marked sent now and its web version says so. The mailing itself is made
 * with the newsletter provider; an issue is published once (a second time is a conflict).
 */
export async function publishNewsletterIssue(
  input: { id: number },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'editorial.write');
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const issues = createAdminNewsletterRepository(tx);
    const before = await issues.find(input.id);
    if (!before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such issue.');
    const after = await issues.markSent(before.id, now);
    if (!after) throw new StaffError(STAFF_ERROR.CONFLICT, 'This issue is published already.');
    return {
      result: after,
      audit: {
        action: 'newsletter.publish',
        entityType: 'newsletter-issue',
        entityId: String(after.id),
        before: { sentAt: null },
        after: { sentAt: now.toISOString() },
      },
    };
  });
}
