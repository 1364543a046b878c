import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { createAdminSubmissionRepository } from '../../repositories/admin/admin-submission-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { sendMailSafely } from '../mails/send-mail.ts';
import { submissionReviewedMail } from '../mails/submission-reviewed-mail.tsx';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/**
 * Approves (PUBLISHED: shown on the public fonts-in-use pages) or refuses (UNPUBLISHED) a customer's
 * pending submission, once; the customer is mailed after the change is committed.
 */
export async function reviewSubmission(
  input: { id: number; approve: boolean; note: string | null },
  deps: Pick<StaffDeps, 'admin' | 'staff' | 'mailer' | 'logger' | 'config'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'editorial.write');
  const note = input.note?.trim().slice(0, 1000) || null;
  if (note && note.length < 2) throw new InputError({ note: 'Write a sentence or leave it empty.' });
  const submission = await auditedWrite(deps.admin.db, staff, async (tx) => {
    const submissions = createAdminSubmissionRepository(tx);
    const before = await submissions.findById(input.id);
    if (!before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such submission.');
    const to = input.approve ? 'PUBLISHED' : 'UNPUBLISHED';
    const changed = await submissions.review(before.id, to, now);
    if (!changed)
      throw new StaffError(STAFF_ERROR.CONFLICT, `This submission is ${before.status}, not pending.`);
    return {
      result: { ...before, status: changed.status },
      audit: {
        action: input.approve ? 'fonts-in-use.approve' : 'fonts-in-use.refuse',
        entityType: 'fonts-in-use',
        entityId: String(before.id),
        before: { status: before.status },
        after: { status: changed.status, note },
      },
    };
  });
  if (submission.customerEmail) {
    const to = submission.customerEmail;
    await sendMailSafely(
      deps,
      () =>
        submissionReviewedMail({
          to,
          title: submission.title,
          approved: input.approve,
          pageUrl: `${deps.config.publicUrl}/fonts/in-use/${submission.id}`,
          note,
        }),
      { mail: 'submission-reviewed', submissionId: submission.id },
    );
  }
  return submission;
}
