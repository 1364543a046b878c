// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { AuthProvider } from '../auth/index.ts';
import { ClubSettings } from './club-settings.tsx';

type Body = { operationName: string; variables: Record<string, unknown> };
type Settings = { notifyAfterTransaction: boolean; notifyNewRewards: boolean; notifyNewWebinar: boolean };
const received: Body[] = [];
let club = true;
let clubSettings: Settings;
let server: Server;
let origin: string;

const user = () => ({
  id: '7',
  email: 'ada@example.com',
  mailing: false,
  invoiceLanguage: 'en',
  club,
  clubSettings,
});

beforeAll(async () => {
  // A stand-in API that keeps what updateUser sets, like the real one.
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Body;
    received.push(body);
    let answer: unknown = { data: null };
    if (body.operationName === 'ReadAuthUser')
      answer = { data: { readUser: { id: '7', email: 'ada@example.com' } } };
    if (body.operationName === 'ReadAccountSettings') answer = { data: { readUser: user() } };
    if (body.operationName === 'UpdateUser') {
      const { club: newClub, ...flags } = body.variables as { club?: boolean } & Partial<Settings>;
      if (typeof newClub === 'boolean') club = newClub;
      clubSettings = { ...clubSettings, ...flags };
      answer = { data: { updateUser: user() } };
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  received.length = 0;
});

function renderClub() {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <ClubSettings />
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('ClubSettings', () => {
  it('shows a club member the three notification flags as stored and saves them with updateUser', async () => {
    club = true;
    clubSettings = { notifyAfterTransaction: true, notifyNewRewards: false, notifyNewWebinar: true };
    renderClub();
    const form = await screen.findByRole('form', { name: 'Club notifications' });
    expect(checkbox('After a club points transaction').checked).toBe(true);
    expect(checkbox('When new rewards are available').checked).toBe(false);
    expect(checkbox('When a new webinar is announced').checked).toBe(true);

    fireEvent.click(checkbox('After a club points transaction'));
    fireEvent.click(checkbox('When new rewards are available'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('Saved.');
    const sent = received.find((body) => body.operationName === 'UpdateUser');
    expect(sent?.variables).toEqual({
      notifyAfterTransaction: false,
      notifyNewRewards: true,
      notifyNewWebinar: true,
    });
    expect(clubSettings).toEqual({
      notifyAfterTransaction: false,
      notifyNewRewards: true,
      notifyNewWebinar: true,
    });
  });

  it('offers no notification flags to a user outside the club', async () => {
    club = false;
    clubSettings = { notifyAfterTransaction: true, notifyNewRewards: true, notifyNewWebinar: true };
    renderClub();
    await screen.findByRole('checkbox', { name: 'I am a member of the club' });
    expect(screen.queryByRole('form', { name: 'Club notifications' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'When a new webinar is announced' })).toBeNull();

    // Joining the club shows them once the account is read again.
    fireEvent.click(checkbox('I am a member of the club'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('form', { name: 'Club notifications' });
    expect(received.find((body) => body.operationName === 'UpdateUser')?.variables).toEqual({ club: true });
  });
});
