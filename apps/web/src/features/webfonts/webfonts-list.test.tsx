// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { type Body, startStandInApi } from '../../lib/testing/account-stand-in-api.ts';
import { AuthProvider } from '../auth/index.ts';
import { WebfontsList } from './webfonts-list.tsx';

// The first render compiles the app's providers: on a loaded machine that takes seconds.

let api: Awaited<ReturnType<typeof startStandInApi>>;
let projects: Record<string, unknown>[] = [];
let types = ['regular'];

const project = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  type: 'regular',
  status: 'ACTIVE',
  domains: ['example.com', 'shop.example.com'],
  generating: false,
  generation: 'Completed',
  canDelete: true,
  lastMonthStats: { month: '2026-10', pageViews: 1234 },
  ...extra,
});

function answerList(body: Body) {
  const page = Number(body.variables.page ?? 1);
  const size = Number(body.variables.pageSize ?? 12);
  return {
    data: {
      readUser: {
        id: '7',
        availableWebfontsProjectTypes: types,
        myWebfonts: {
          nodes: projects.slice((page - 1) * size, page * size),
          pageInfo: { hasNextPage: page * size < projects.length, nextPage: page + 1 },
        },
      },
    },
  };
}

beforeAll(async () => {
  api = await startStandInApi();
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  api.reset();
  projects = [];
  types = ['regular'];
});

function renderList() {
  api.answer('ReadMyWebfonts', answerList);
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: api.origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <WebfontsList pageSize={2} />
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

describe("the account's web font projects", () => {
  it('lists each project with its kind, status in words, domains, page views and links', async () => {
    projects = [
      project('3', 'Shop', {}),
      project('2', 'Blog', { status: 'PAUSED_BY_BUDGET', generating: true, generation: 'Generating' }),
      project('1', 'Kit', {
        type: 'self_hosting',
        status: 'PAUSED_NOT_PAID',
        domains: [],
        canDelete: false,
        lastMonthStats: null,
      }),
    ];
    renderList();
    const shop = (await screen.findByRole('heading', { name: 'Shop' })).closest('li') as HTMLElement;
    expect(within(shop).getByText('Hosted web fonts')).toBeTruthy();
    expect(within(shop).getByText('Active')).toBeTruthy();
    expect(within(shop).getByText('Domains: example.com, shop.example.com')).toBeTruthy();
    expect(within(shop).getByText('1234 page views in October 2026')).toBeTruthy();
    expect(within(shop).getByRole('link', { name: 'Settings of Shop' }).getAttribute('href')).toBe(
      '/my_account/webfonts/3/edit',
    );
    expect(within(shop).getByRole('link', { name: 'Embed code of Shop' }).getAttribute('href')).toBe(
      '/my_account/webfonts/3/advanced',
    );
    expect(within(shop).getByRole('link', { name: 'Statistics of Shop' }).getAttribute('href')).toBe(
      '/my_account/webfonts/3/stats',
    );
    expect(within(shop).queryByRole('status')).toBeNull();

    const blog = screen.getByRole('heading', { name: 'Blog' }).closest('li') as HTMLElement;
    expect(within(blog).getByText('Paused: the monthly budget is used up')).toBeTruthy();
    expect(within(blog).getByRole('status').textContent).toBe('Generating the fonts…');
    expect(within(blog).getByRole('button', { name: 'Activate Blog' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const kit = (await screen.findByRole('heading', { name: 'Kit' })).closest('li') as HTMLElement;
    expect(within(kit).getByText('Self-hosting kit')).toBeTruthy();
    expect(within(kit).getByText('Paused: an invoice is not paid')).toBeTruthy();
    // No pause for a kit, no delete where the server says no, no statistics for a kit.
    expect(within(kit).queryByRole('button')).toBeNull();
    expect(within(kit).queryByRole('link', { name: 'Statistics of Kit' })).toBeNull();
    expect(api.sent('ReadMyWebfonts').map((call) => call.variables)).toEqual([
      { page: 1, pageSize: 2 },
      { page: 2, pageSize: 2 },
    ]);
  }, 30_000);

  it('pauses an active project and activates it again', async () => {
    projects = [project('3', 'Shop')];
    api.answer('UpdateWebfontsProjectStatus', (body) => ({
      data: {
        updateWebfontsProjectStatus: {
          id: body.variables.id,
          status: body.variables.status,
          generating: false,
          generation: 'Completed',
        },
      },
    }));
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause Shop' }));
    expect(await screen.findByText('“Shop” is paused.')).toBeTruthy();
    const shop = screen.getByRole('heading', { name: 'Shop' }).closest('li') as HTMLElement;
    expect(within(shop).getByText('Paused')).toBeTruthy();
    fireEvent.click(within(shop).getByRole('button', { name: 'Activate Shop' }));
    expect(await screen.findByText('“Shop” is active again.')).toBeTruthy();
    expect(within(shop).getByText('Active')).toBeTruthy();
    expect(api.sent('UpdateWebfontsProjectStatus').map((call) => call.variables)).toEqual([
      { id: '3', status: 'PAUSED' },
      { id: '3', status: 'ACTIVE' },
    ]);
  }, 30_000);

  it('shows a refused status change in words and keeps the status', async () => {
    projects = [project('3', 'Shop', { status: 'PAUSED_BY_BUDGET' })];
    api.answer('UpdateWebfontsProjectStatus', () => ({
      data: null,
      errors: [{ message: 'Forbidden', extensions: { code: 403 } }],
    }));
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Activate Shop' }));
    await waitFor(() => expect(api.sent('UpdateWebfontsProjectStatus')).toHaveLength(1));
    const notice = await screen.findByRole('status');
    expect(notice.className).toContain('webfonts-notice--error');
    expect(screen.getByText('Paused: the monthly budget is used up')).toBeTruthy();
  }, 30_000);

  it('asks before deleting, deletes on confirmation and lists the rest again', async () => {
    projects = [project('3', 'Shop'), project('2', 'Blog')];
    api.answer('DeleteWebfontsProject', (body) => {
      projects = projects.filter((entry) => entry.id !== body.variables.id);
      return { data: { deleteWebfontsProject: true } };
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Blog' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this project?' });
    // The question describes the dialog, and focus starts on the safe answer.
    expect(within(dialog).getByText(/“Blog” will be removed/).id).toBe(
      dialog.getAttribute('aria-describedby'),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it' })),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent('DeleteWebfontsProject')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Blog' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete project' }));
    expect(await screen.findByText('“Blog” was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Blog' })).toBeNull());
    expect(api.sent('DeleteWebfontsProject').map((call) => call.variables)).toEqual([{ id: '2' }]);
    // The list is read again from its first page after a deletion.
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeTruthy();
  }, 30_000);

  it('offers the two add buttons when there are no projects, self-hosting only when available', async () => {
    renderList();
    expect(await screen.findByText('You have no web font projects yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a web font project' }).getAttribute('href')).toBe(
      '/my_account/webfonts/addproject',
    );
    expect(screen.queryByRole('link', { name: 'Add a self-hosting project' })).toBeNull();
    cleanup();

    types = ['regular', 'self_hosting'];
    renderList();
    expect(
      (await screen.findByRole('link', { name: 'Add a self-hosting project' })).getAttribute('href'),
    ).toBe('/my_account/webfonts/addselfhosting');
  }, 30_000);
});
