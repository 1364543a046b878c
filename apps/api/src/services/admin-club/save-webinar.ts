import { webinarTiming } from '@foundry/domain/club/webinar-timing';
import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import type { AdminWebinarRow, WebinarValues } from '../../repositories/admin/admin-webinar-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

export interface WebinarInput {
  /** Null: a new webinar. */
  id: number | null;
  title: string;
  subTitle: string | null;
  description: string | null;
  /** ISO 8601 instant. */
  startsAt: string;
  durationMinutes: number;
  /** The meeting while upcoming or live, the recording afterwards (https://). */
  link: string | null;
  /** Shown to members; false keeps it a draft. */
  published: boolean;
}

/** What staff changed, for the audit row. */
const snapshot = (row: WebinarValues) => ({
  title: row.title,
  startsAt: row.startsAt.toISOString(),
  durationMinutes: row.durationMinutes,
  link: row.link ?? null,
  status: row.status,
});

function valuesOf(input: WebinarInput): WebinarValues {
  const errors: Record<string, string> = {};
  const title = input.title.trim();
  if (title.length < 2 || title.length > 200) errors.title = 'Give a title of 2 to 200 characters.';
  const subTitle = input.subTitle?.trim() || null;
  if (subTitle && subTitle.length > 200) errors.subTitle = 'At most 200 characters.';
  const description = input.description?.trim() || null;
  if (description && description.length > 5000) errors.description = 'At most 5,000 characters.';
  const startsAt = new Date(input.startsAt.trim());
  if (!input.startsAt.trim() || Number.isNaN(startsAt.getTime())) {
    errors.startsAt = 'Give the start, such as 2027-03-01 17:00 (UTC).';
  }
  const duration = input.durationMinutes;
  if (!Number.isSafeInteger(duration) || duration < 5 || duration > 600) {
    errors.durationMinutes = 'From 5 to 600 minutes.';
  }
  const link = input.link?.trim() || null;
  if (link && (!/^https:\/\/\S+$/.test(link) || link.length > 500)) errors.link = 'Give an https:// address.';
  if (Object.keys(errors).length > 0) throw new InputError(errors);
  return {
    title,
    subTitle,
    description,
    startsAt,
    durationMinutes: duration,
    link,
    status: input.published ? 'PUBLISHED' : 'PENDING',
  };
}

/**
 * Creates or edits a webinar (docs/back-office.md, "Club and affiliates"). A published one is on the
 * members' webinar page and in its calendar file at once (they read the table per request).
 */
export async function saveWebinar(input: WebinarInput, deps: Pick<StaffDeps, 'admin' | 'staff'>) {
  const staff = requireStaff(deps.staff, 'club.write');
  const values = valuesOf(input);
  const webinars = deps.admin.webinars;
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const before = input.id === null ? null : await webinars.lock(tx, input.id);
    if (input.id !== null && !before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such webinar.');
    const saved = before ? await webinars.update(tx, before.id, values) : await webinars.insert(tx, values);
    return {
      result: saved,
      audit: {
        action: before ? 'webinar.update' : 'webinar.create',
        entityType: 'webinar',
        entityId: String(saved.id),
        before: before ? snapshot(before) : null,
        after: snapshot(saved),
      },
    };
  });
}

/** A cancelled webinar: OFFLINE, so no member page nor calendar file shows it any more. */
export const CANCELLED_STATUS = 'OFFLINE';

/** Cancels a webinar that has not ended yet; it leaves the members' pages at once. */
export async function cancelWebinar(
  input: { id: number },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
): Promise<AdminWebinarRow> {
  const staff = requireStaff(deps.staff, 'club.write');
  const webinars = deps.admin.webinars;
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const before = Number.isSafeInteger(input.id) ? await webinars.lock(tx, input.id) : null;
    if (!before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such webinar.');
    if (before.status === CANCELLED_STATUS) {
      throw new StaffError(STAFF_ERROR.CONFLICT, 'This webinar is cancelled already.');
    }
    if (webinarTiming(before, now).past) {
      throw new StaffError(STAFF_ERROR.CONFLICT, 'This webinar is over; it cannot be cancelled.');
    }
    const saved = await webinars.update(tx, before.id, { status: CANCELLED_STATUS });
    return {
      result: saved,
      audit: {
        action: 'webinar.cancel',
        entityType: 'webinar',
        entityId: String(before.id),
        before: { status: before.status },
        after: { status: CANCELLED_STATUS },
      },
    };
  });
}
