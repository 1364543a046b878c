import { notifyChange } from '@foundry/db';
import { STAFF_ERROR, StaffError } from '@foundry/errors';
import {
  createAdminPageRepository,
  type HelpItemWrite,
} from '../../repositories/admin/admin-page-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { FieldErrors } from './editorial-fields.ts';

/**
 * Adds or saves a help section (no parent) or article (under a section; the help is two levels deep).
 * The body is Markdown, rendered by the site's safe renderer.
 */
export async function saveHelpItem(
  input: {
    id: number | null;
    parentId: number | null;
    url: string;
    title: string;
    body: string;
    sort: number;
  },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  const staff = requireStaff(deps.staff, 'editorial.write');
  const fields = new FieldErrors();
  const values: HelpItemWrite = {
    parentId: input.parentId,
    url: fields.url('url', input.url),
    title: fields.text('title', input.title, 200),
    body: fields.optional('body', input.body, 50_000) ?? '',
    sort: input.sort,
  };
  if (!Number.isInteger(input.sort) || Math.abs(input.sort) > 10_000) fields.add('sort', 'A whole number.');
  fields.throwIfAny();
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const help = createAdminPageRepository(tx);
    const before = input.id === null ? null : await help.findHelp(input.id);
    if (input.id !== null && !before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such help item.');
    if (values.parentId !== null) {
      const parent = await help.findHelp(values.parentId);
      if (!parent || parent.parentId !== null || parent.id === before?.id) {
        fields.add('parentId', 'Choose a section (an item without a parent).');
      }
    }
    const holder = await help.helpUrlTakenBy(values.url);
    if (holder !== null && holder !== before?.id) fields.add('url', 'Another help item has this address.');
    fields.throwIfAny();
    const id = before ? before.id : await help.insertHelp(values);
    if (before) await help.updateHelp(id, values);
    await notifyChange(tx, { topic: 'help', ids: [String(id)] });
    const after = await help.findHelp(id);
    if (!after) throw new Error('help item vanished');
    return {
      result: after,
      audit: {
        action: before ? 'help.update' : 'help.create',
        entityType: 'help-item',
        entityId: String(id),
        before,
        after,
      },
    };
  });
}
