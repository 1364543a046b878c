import type { StaffRepository, StaffViewer } from '../../repositories/admin/staff-repository.ts';
import { hashSessionToken } from '../../sessions/session-token.ts';
import { readStaffSessionToken } from './staff-session-cookie.ts';
import { STAFF_IDLE_MINUTES } from './staff-session-lifetime.ts';

/** The staff member of the request's staff cookie while the session lives; each read keeps it alive. */
export async function readStaffSession(
  staff: StaffRepository,
  cookieHeader: string | null,
  now: Date = new Date(),
): Promise<StaffViewer | null> {
  const token = readStaffSessionToken(cookieHeader);
  if (!token) return null;
  const idleSince = new Date(now.getTime() - STAFF_IDLE_MINUTES * 60_000);
  return staff.touchSession(hashSessionToken(token), { now, idleSince });
}
