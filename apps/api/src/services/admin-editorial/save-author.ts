import { notifyChange } from '@foundry/db';
import { STAFF_ERROR, StaffError } from '@foundry/errors';
import {
  type AuthorWrite,
  createAdminStoryRepository,
} from '../../repositories/admin/admin-story-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { FieldErrors } from './editorial-fields.ts';

/** Adds an author or saves one (author pages and story credits are cached under `stories`). */
export async function saveAuthor(
  input: { id: number | null; url: string; title: string; about: string | null; website: string | null },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  const staff = requireStaff(deps.staff, 'editorial.write');
  const fields = new FieldErrors();
  const values: AuthorWrite = {
    url: fields.url('url', input.url),
    title: fields.text('title', input.title, 200),
    about: fields.optional('about', input.about, 5000),
    website: fields.optional('website', input.website, 300),
  };
  if (values.website && !/^https?:\/\/\S+$/.test(values.website)) {
    fields.add('website', 'An address starting with https://.');
  }
  fields.throwIfAny();
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const repository = createAdminStoryRepository(tx);
    const before = input.id === null ? null : await repository.findAuthor(input.id);
    if (input.id !== null && !before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such author.');
    const holder = await repository.authorUrlTakenBy(values.url);
    if (holder !== null && holder !== before?.id) fields.add('url', 'Another author has this address.');
    fields.throwIfAny();
    const id = before ? before.id : await repository.insertAuthor(values);
    if (before) await repository.updateAuthor(id, values);
    await notifyChange(tx, { topic: 'stories' });
    const after = await repository.findAuthor(id);
    if (!after) throw new Error('author vanished');
    return {
      result: after,
      audit: {
        action: before ? 'author.update' : 'author.create',
        entityType: 'author',
        entityId: String(id),
        before,
        after,
      },
    };
  });
}
