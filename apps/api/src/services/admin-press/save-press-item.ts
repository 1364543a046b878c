import { notifyChange } from '@foundry/db';
import { STAFF_ERROR, StaffError } from '@foundry/errors';
import {
  createAdminPressRepository,
  type PressItemWrite,
} from '../../repositories/admin/admin-press-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { FieldErrors } from '../admin-editorial/editorial-fields.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

export interface PressItemInput {
  title: string;
  author: string | null;
  year: number;
  category: string;
  publicationName: string | null;
  url: string | null;
  downloadUrl: string | null;
  languages: readonly string[];
}

/** An address a reader can follow: http(s) elsewhere, or a path on the shop's own site (`/files/…`). */
function link(fields: FieldErrors, field: string, value: string | null): string | null {
  const text = fields.optional(field, value, 1000);
  if (text === null) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const parsed = new URL(text);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return text;
  } catch {
    // reported below
  }
  fields.add(field, 'An address starting with https:// (or a path on this site starting with /).');
  return text;
}

/** The checked row of a press item (docs/editorial-admin.md, "Press"). */
export function checkPressItem(input: PressItemInput, now: Date): PressItemWrite {
  const fields = new FieldErrors();
  const category = input.category.trim().toLowerCase();
  if (!/^[a-z]+(?:-[a-z]+)*$/.test(category) || category.length > 40) {
    fields.add('category', 'One word in lower case, e.g. article, interview or review.');
  }
  const latest = now.getUTCFullYear() + 1;
  if (!Number.isInteger(input.year) || input.year < 1900 || input.year > latest) {
    fields.add('year', `A year from 1900 to ${latest}.`);
  }
  const languages = [...new Set(input.languages.map((code) => code.trim().toLowerCase()).filter(Boolean))];
  if (languages.length === 0 || languages.length > 10 || languages.some((code) => !/^[a-z]{2}$/.test(code))) {
    fields.add('languages', 'One to ten two-letter language codes, e.g. en, de.');
  }
  const values: PressItemWrite = {
    title: fields.text('title', input.title, 300),
    author: fields.optional('author', input.author, 200),
    year: input.year,
    category,
    publicationName: fields.optional('publicationName', input.publicationName, 200),
    url: link(fields, 'url', input.url),
    downloadUrl: link(fields, 'downloadUrl', input.downloadUrl),
    languages,
  };
  fields.throwIfAny();
  return values;
}

/**
 * Adds a press item (id null) or saves one. The press page lists every item at once, so a save is
 * public when it commits: the change feed renews the cached press page (topic `pages`).
 */
export async function savePressItem(
  input: PressItemInput & { id: number | null },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'editorial.write');
  const values = checkPressItem(input, now);
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const press = createAdminPressRepository(tx);
    const before = input.id === null ? null : await press.find(input.id);
    if (input.id !== null && !before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such press item.');
    const after = before ? await press.update(before.id, values) : await press.insert(values);
    if (!after) throw new Error('press item vanished');
    await notifyChange(tx, { topic: 'pages' });
    return {
      result: after,
      audit: {
        action: before ? 'press.update' : 'press.create',
        entityType: 'press-item',
        entityId: String(after.id),
        before,
        after,
      },
    };
  });
}

/** Removes a press item from the press page (the table keeps no withdrawn items). */
export async function deletePressItem(
  input: { id: number },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
): Promise<boolean> {
  const staff = requireStaff(deps.staff, 'editorial.write');
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const press = createAdminPressRepository(tx);
    const before = await press.find(input.id);
    if (!before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such press item.');
    await press.remove(before.id);
    await notifyChange(tx, { topic: 'pages' });
    return {
      result: true,
      audit: {
        action: 'press.delete',
        entityType: 'press-item',
        entityId: String(before.id),
        before,
        after: null,
      },
    };
  });
}
