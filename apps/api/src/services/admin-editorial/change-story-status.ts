import { notifyChange } from '@foundry/db';
import { STAFF_ERROR, StaffError } from '@foundry/errors';
import {
  createAdminStoryRepository,
  type StoryStatus,
} from '../../repositories/admin/admin-story-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/**
 * Publishes a story (visitors see it at once: the change feed renews the cached listings and pages)
 * or withdraws it (UNPUBLISHED: its url answers nothing again).
 */
export async function changeStoryStatus(
  input: { id: number; publish: boolean },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  const staff = requireStaff(deps.staff, 'editorial.write');
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const repository = createAdminStoryRepository(tx);
    const before = await repository.findById(input.id);
    if (!before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such story.');
    const status: StoryStatus = input.publish ? 'PUBLISHED' : 'UNPUBLISHED';
    await repository.setStatus(before.id, status);
    await notifyChange(tx, { topic: 'stories', ids: [String(before.id)] });
    return {
      result: { ...before, status },
      audit: {
        action: input.publish ? 'story.publish' : 'story.unpublish',
        entityType: 'story',
        entityId: String(before.id),
        before: { status: before.status },
        after: { status },
      },
    };
  });
}
