import { notifyChange } from '@foundry/db';
import { STAFF_ERROR, StaffError } from '@foundry/errors';
import { createAdminStoryLinksRepository } from '../../repositories/admin/admin-story-links-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { FieldErrors } from './editorial-fields.ts';

/** Adds a series of stories or renames one; its parts are chosen on each story's form. */
export async function saveStorySeries(
  input: { id: number | null; title: string; url: string },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  const staff = requireStaff(deps.staff, 'editorial.write');
  const fields = new FieldErrors();
  const values = { title: fields.text('title', input.title, 200), url: fields.url('url', input.url) };
  fields.throwIfAny();
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const repository = createAdminStoryLinksRepository(tx);
    const before = input.id === null ? null : await repository.findSeries(input.id);
    if (input.id !== null && !before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such series.');
    const holder = await repository.seriesUrlTakenBy(values.url);
    if (holder !== null && holder !== before?.id) fields.add('url', 'Another series has this address.');
    fields.throwIfAny();
    const id = before ? before.id : await repository.insertSeries(values);
    if (before) await repository.updateSeries(id, values);
    await notifyChange(tx, { topic: 'stories' });
    const after = await repository.findSeries(id);
    if (!after) throw new Error('series vanished');
    return {
      result: after,
      audit: {
        action: before ? 'storySeries.update' : 'storySeries.create',
        entityType: 'storySeries',
        entityId: String(id),
        before,
        after,
      },
    };
  });
}
