import { notifyChange } from '@foundry/db';
import type { EditorialBlockInput } from '@foundry/domain/editorial/editorial-blocks';
import { PAGE_BLOCK_KINDS } from '@foundry/domain/editorial/editorial-blocks';
import { STATIC_PAGE_KINDS } from '@foundry/domain/static-pages/static-page-kind';
import { STAFF_ERROR, StaffError } from '@foundry/errors';
import {
  type AdminStaticPageRow,
  createAdminPageRepository,
  type StaticPageWrite,
} from '../../repositories/admin/admin-page-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { FieldErrors } from './editorial-fields.ts';

export interface StaticPageInput {
  id: number | null;
  url: string;
  kind: string;
  title: string;
  description: string | null;
  blocks: readonly EditorialBlockInput[];
}

/** Creates a static page (a draft until published) or saves one in its status. */
export async function saveStaticPage(
  input: StaticPageInput,
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'editorial.write');
  const fields = new FieldErrors();
  const kind = input.kind as StaticPageWrite['kind'];
  if (!STATIC_PAGE_KINDS.includes(kind))
    fields.add('kind', `Choose one of: ${STATIC_PAGE_KINDS.join(', ')}.`);
  const values: StaticPageWrite = {
    url: fields.url('url', input.url),
    kind,
    title: fields.text('title', input.title, 200),
    description: fields.optional('description', input.description, 500),
    blocks: fields.blocks(input.blocks, PAGE_BLOCK_KINDS),
  };
  fields.throwIfAny();
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const pages = createAdminPageRepository(tx);
    const before = input.id === null ? null : await pages.findPage(input.id);
    if (input.id !== null && !before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such page.');
    const holder = await pages.pageUrlTakenBy(values.url);
    if (holder !== null && holder !== before?.id) fields.add('url', 'Another page has this address.');
    fields.throwIfAny();
    const id = before ? before.id : await pages.insertPage(values, now);
    if (before) await pages.updatePage(id, values, now);
    await notifyChange(tx, { topic: 'pages', ids: [String(id)] });
    const after = await pages.findPage(id);
    if (!after) throw new Error('page vanished');
    const summary = ({ blocks, ...rest }: typeof after) => ({ ...rest, blocks: blocks.length });
    return {
      result: after,
      audit: {
        action: before ? 'page.update' : 'page.create',
        entityType: 'static-page',
        entityId: String(id),
        before: before ? summary(before) : null,
        after: summary(after),
      },
    };
  });
}

/** Publishes a static page or withdraws it (its address answers 404 again). */
export async function changeStaticPageStatus(
  input: { id: number; publish: boolean },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'editorial.write');
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const pages = createAdminPageRepository(tx);
    const before = await pages.findPage(input.id);
    if (!before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such page.');
    const status: AdminStaticPageRow['status'] = input.publish ? 'PUBLISHED' : 'UNPUBLISHED';
    await pages.setPageStatus(before.id, status, now);
    await notifyChange(tx, { topic: 'pages', ids: [String(before.id)] });
    return {
      result: { ...before, status, updatedAt: now },
      audit: {
        action: input.publish ? 'page.publish' : 'page.unpublish',
        entityType: 'static-page',
        entityId: String(before.id),
        before: { status: before.status },
        after: { status },
      },
    };
  });
}
