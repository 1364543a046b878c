// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { AuthProvider } from '../auth/index.ts';
import { AccountSettings } from './account-settings.tsx';

type Body = { operationName: string; variables: Record<string, unknown> };
const received: Body[] = [];
let server: Server;
let origin: string;
const USER = { id: '7', email: 'ada@example.com', mailing: false, invoiceLanguage: 'en', club: false };

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Body;
    received.push(body);
    const wrongPassword =
      body.operationName === 'UpdateUser' && body.variables.currentPassword === 'wrong-one-123';
    const answers: Record<string, unknown> = {
      ReadAuthUser: { data: { readUser: { id: '7', email: USER.email } } },
      ReadAccountSettings: { data: { readUser: USER } },
      UpdateUser: wrongPassword
        ? { data: null, errors: [{ message: 'Wrong password.', extensions: { code: 4 } }] }
        : { data: { updateUser: USER } },
    };
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(answers[body.operationName] ?? { data: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  received.length = 0;
});

function renderSettings() {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <AccountSettings />
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

const updates = () =>
  received.filter((body) => body.operationName === 'UpdateUser').map((body) => body.variables);

describe('AccountSettings', () => {
  it('changes the mailing flag alone while the e-mail stays, and the e-mail with the current password', async () => {
    renderSettings();
    const section = (await screen.findByRole('heading', { name: 'E-mail and newsletter' })).closest(
      'section',
    );
    if (!section) throw new Error('no section');
    const form = within(section);
    expect((form.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ada@example.com');
    fireEvent.click(form.getByLabelText('Send me the newsletter'));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await form.findByText('Saved.');
    expect(updates()).toEqual([{ mailing: true }]);

    fireEvent.change(form.getByLabelText('E-mail'), { target: { value: 'new@example.com' } });
    fireEvent.change(form.getByLabelText(/^Password/), { target: { value: 'current-pass-1' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(updates()[1]).toEqual({
      mailing: true,
      email: 'new@example.com',
      currentPassword: 'current-pass-1',
    });
  });

  it("refuses differing new passwords without a call, and shows the server's refusal", async () => {
    renderSettings();
    const section = (await screen.findByRole('heading', { name: 'Change password' })).closest('section');
    if (!section) throw new Error('no section');
    const form = within(section);
    fireEvent.change(form.getByLabelText('Password'), { target: { value: 'wrong-one-123' } });
    fireEvent.change(form.getByLabelText('New password'), { target: { value: 'brand-new-pass-1' } });
    fireEvent.change(form.getByLabelText('Repeat the new password'), {
      target: { value: 'brand-new-pass-2' },
    });
    fireEvent.submit(form.getByRole('button', { name: 'Change password' }));
    expect((await form.findByRole('alert')).textContent).toContain('The passwords do not match.');
    expect(updates()).toEqual([]);

    fireEvent.change(form.getByLabelText('Repeat the new password'), {
      target: { value: 'brand-new-pass-1' },
    });
    fireEvent.submit(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(updates()).toEqual([{ password: 'brand-new-pass-1', currentPassword: 'wrong-one-123' }]),
    );
    await waitFor(() =>
      expect(form.getByRole('alert').textContent).not.toContain('The passwords do not match.'),
    );
    expect(form.getByRole('alert').textContent).not.toBe('');
  });
});
