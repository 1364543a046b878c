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
import { UserFontsInUseList } from './user-fonts-in-use-list.tsx';

type Body = { operationName: string; variables: Record<string, unknown> };
const received: Body[] = [];
let projects: Record<string, unknown>[] = [];
let failList = false;
let server: Server;
let origin: string;

const project = (id: string, title: string, status: string) => ({
  id,
  url: title.toLowerCase().replace(/ /g, '-'),
  title,
  year: 2024,
  status,
  families: [{ id: '3', title: 'Vollkorn' }],
  images: [{ url: `http://files.example/${id}.png`, width: 40, height: 30, alt: title }],
});

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Body;
    received.push(body);
    let answer: unknown = { data: null };
    if (body.operationName === 'ReadAuthUser')
      answer = { data: { readUser: { id: '7', email: 'ada@example.com' } } };
    if (body.operationName === 'ReadUserFontsInUse') {
      const page = Number(body.variables.page ?? 1);
      const size = Number(body.variables.pageSize ?? 12);
      answer = failList
        ? { data: null, errors: [{ message: 'Broken', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
        : {
            data: {
              readUserFontsInUse: {
                nodes: projects.slice((page - 1) * size, page * size),
                pageInfo: { hasNextPage: page * size < projects.length, nextPage: page + 1 },
              },
            },
          };
    }
    if (body.operationName === 'DeleteUserFontsInUse') {
      projects = projects.filter((entry) => entry.id !== body.variables.id);
      answer = { data: { deleteUserFontsInUse: true } };
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
  projects = [];
  failList = false;
});

function renderList() {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <UserFontsInUseList pageSize={2} />
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

const listCalls = () => received.filter((call) => call.operationName === 'ReadUserFontsInUse');

describe("the account's fonts-in-use projects", () => {
  it('lists the projects with their status, loads more pages and links to the form', async () => {
    projects = [
      project('3', 'Harbour Festival', 'PENDING'),
      project('2', 'Metro Signs', 'PUBLISHED'),
      project('1', 'Old Menu', 'UNPUBLISHED'),
    ];
    renderList();
    const first = await screen.findByRole('heading', { name: 'Harbour Festival' });
    const item = first.closest('li') as HTMLElement;
    expect(within(item).getByText('Waiting for review')).toBeTruthy();
    expect(within(item).getByText('2024 · Vollkorn')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Edit Harbour Festival' }).getAttribute('href')).toBe(
      '/my_account/fonts_in_use/3/edit',
    );
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.queryByText('Old Menu')).toBeNull();
    expect(screen.getByRole('link', { name: 'Submit a project' }).getAttribute('href')).toBe(
      '/my_account/fonts_in_use/new',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Old Menu' })).toBeTruthy();
    expect(screen.getByText('Not published')).toBeTruthy();
    expect(listCalls().map((call) => call.variables)).toEqual([
      { page: 1, pageSize: 2 },
      { page: 2, pageSize: 2 },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks before deleting, deletes on confirmation and lists the rest again', async () => {
    projects = [project('3', 'Harbour Festival', 'PENDING'), project('2', 'Metro Signs', 'PUBLISHED')];
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Metro Signs' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this project?' });
    expect(within(dialog).getByText(/“Metro Signs” will be removed/)).toBeTruthy();
    // The dialog moves focus once it has opened (an effect after the first paint).
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it' })),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(received.some((call) => call.operationName === 'DeleteUserFontsInUse')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Metro Signs' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete project' }));
    expect(await screen.findByText('“Metro Signs” was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Metro Signs' })).toBeNull());
    expect(received.find((call) => call.operationName === 'DeleteUserFontsInUse')?.variables).toEqual({
      id: '2',
    });
    // The list is read again from its first page after a deletion.
    expect(await screen.findByRole('heading', { name: 'Harbour Festival' })).toBeTruthy();
  });

  it('says so when there are no projects yet', async () => {
    renderList();
    expect(await screen.findByText('You have not submitted any projects yet.')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    failList = true;
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your projects could not be loaded.');
    failList = false;
    projects = [project('5', 'Second Try', 'PENDING')];
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Second Try' })).toBeTruthy();
  });
});
