import { type FormEvent, useState } from 'react';
import {
  ADD_STAFF_MEMBER,
  CHANGE_STAFF_ROLE,
  DISABLE_STAFF_MEMBER,
  type NewStaffAccount,
  type StaffMember,
} from '../lib/staff-documents.ts';
import { STAFF_TEXT as T } from '../lib/staff-texts.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';

export function StaffRowActions({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const [role, setRole] = useState(member.role);
  const write = useFormWrite({ onDone });
  function changeRole(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void write.run(CHANGE_STAFF_ROLE, { id: member.id, role }, T.roleChanged(member.email, role));
  }
  return (
    <div className="stack">
      <form className="actions" onSubmit={changeRole}>
        <label className="field">
          <span className="visually-hidden">{T.roleOf(member.email)}</span>
          <select value={role} onChange={(event) => setRole(event.target.value)}>
            {T.roles.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="button button-secondary"
          disabled={write.busy || role === member.role}
        >
          {T.changeRole}
        </button>
        <button
          type="button"
          className="button button-danger"
          aria-label={T.disableOf(member.email)}
          disabled={write.busy}
          onClick={() => {
            if (window.confirm(T.disableConfirm(member.email)))
              void write.run(DISABLE_STAFF_MEMBER, { id: member.id }, T.disabledDone(member.email));
          }}
        >
          {T.disable}
        </button>
      </form>
      <OutcomeNote outcome={write.outcome} />
    </div>
  );
}

/** Adds a member; the generated password and second factor are shown here once. */
export function AddStaffForm({ onDone }: { onDone: () => void }) {
  const [created, setCreated] = useState<NewStaffAccount | null>(null);
  const write = useFormWrite();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setCreated(null);
    const data = await write.run<{ addStaffMember: NewStaffAccount }>(
      ADD_STAFF_MEMBER,
      {
        email: String(form.get('email') ?? ''),
        name: String(form.get('name') ?? ''),
        role: String(form.get('role') ?? ''),
      },
      '',
    );
    if (!data) return;
    setCreated(data.addStaffMember);
    onDone();
  }
  return (
    <form className="panel stack" onSubmit={submit} aria-labelledby="add-staff-title">
      <h2 id="add-staff-title">{T.add}</h2>
      <FormField
        id="staff-email"
        label={T.email}
        name="email"
        error={write.fieldErrors.email}
        type="email"
        required
      />
      <FormField id="staff-name" label={T.name} name="name" error={write.fieldErrors.name} maxLength={120} />
      <FormField id="staff-role" label={T.role} error={write.fieldErrors.role}>
        {(wiring) => (
          <select {...wiring} name="role" defaultValue="support">
            {T.roles.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <OutcomeNote outcome={write.outcome} />
      {created ? (
        <div role="status" className="notice notice-done stack">
          <p>{T.added(created.staff.email)}</p>
          <dl>
            <dt>{T.password}</dt>
            <dd>
              <code>{created.password}</code>
            </dd>
            <dt>{T.totpSecret}</dt>
            <dd>
              <code>{created.totpSecret}</code>
            </dd>
            <dt>{T.totpUri}</dt>
            <dd>
              <code className="break">{created.totpUri}</code>
            </dd>
          </dl>
        </div>
      ) : null}
      <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
        {T.submit}
      </button>
    </form>
  );
}
