import type { StaffViewer } from '../repositories/admin/staff-repository.ts';
import type { StaffDeps } from '../services/staff/staff-deps.ts';

/** What every admin resolver receives: the staff member of the request and the use-cases' deps. */
export interface AdminContext {
  requestId: string;
  /** The signed-in staff member, or null; signing in sets it for the rest of the request. */
  staff: StaffViewer | null;
  deps: StaffDeps;
}
