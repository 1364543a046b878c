import { STAFF_MEMBERS, type StaffMember } from '../lib/staff-documents.ts';
import { STAFF_TEXT as T } from '../lib/staff-texts.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { QueryView } from '../ui/query-view.tsx';
import { AddStaffForm, StaffRowActions } from './staff-actions.tsx';

/** Owners list staff, add one (password and second factor shown once), change roles and disable. */
export function StaffPage() {
  const { state, reload } = useAdminQuery<{ staffMembers: StaffMember[] }>(STAFF_MEMBERS);
  return (
    <div className="order-layout">
      <section className="stack">
        <h1>{T.title}</h1>
        <QueryView state={state} retry={reload}>
          {({ staffMembers }) => (
            <section className="table-scroll" aria-label={T.title}>
              <table className="data-table">
                <caption className="visually-hidden">{T.title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.columns.email}</th>
                    <th scope="col">{T.columns.name}</th>
                    <th scope="col">{T.columns.state}</th>
                    <th scope="col">{T.columns.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {staffMembers.map((member) => (
                    <tr key={member.id}>
                      <td>{member.email}</td>
                      <td>{member.name || '–'}</td>
                      <td>
                        {member.disabled ? T.disabled : `${T.active} · ${member.role}`}
                        {member.hasSecondFactor ? '' : ` · ${T.noSecondFactor}`}
                      </td>
                      <td>{member.disabled ? null : <StaffRowActions member={member} onDone={reload} />}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </QueryView>
      </section>
      <aside className="stack">
        <AddStaffForm onDone={reload} />
      </aside>
    </div>
  );
}
