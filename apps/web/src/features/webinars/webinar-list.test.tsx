// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { startStandInApi } from '../../lib/testing/account-stand-in-api.ts';
import { AuthProvider } from '../auth/index.ts';
import { WebinarList } from './webinar-list.tsx';

let api: Awaited<ReturnType<typeof startStandInApi>>;
beforeAll(async () => {
  api = await startStandInApi();
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  api.reset();
});

function renderList() {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: api.origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <WebinarList />
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

const webinar = (
  id: string,
  title: string,
  state: { live?: boolean; past?: boolean },
  link: string | null,
) => ({
  id,
  title,
  subTitle: `${title} subtitle`,
  description: `About ${title}.`,
  date: '2026-11-24T17:00:00.000Z',
  duration: 90,
  live: state.live ?? false,
  past: state.past ?? false,
  link,
  iCal: `http://api.test/webinars/${id}.ics`,
});
const page = (nodes: unknown[]) => ({
  data: { readWebinars: { nodes, pageInfo: { hasNextPage: false, nextPage: 2 } } },
});

// The first render warms up i18n and urql on a loaded machine: give it room.
describe('WebinarList', { timeout: 20_000 }, () => {
  it('shows a member the live badge, the join link, the recording of a past one and calendar links', async () => {
    api.answer('ReadWebinars', () =>
      page([
        webinar('1', 'Spacing live', { live: true }, 'https://meet.test/1'),
        webinar('2', 'Variable fonts', {}, 'https://meet.test/2'),
        webinar('3', 'Screens', { past: true }, 'https://video.test/3'),
      ]),
    );
    renderList();
    const live = (await screen.findByRole('article', { name: 'Spacing live' })) as HTMLElement;
    expect(within(live).getByText('Live now')).toBeTruthy();
    expect(within(live).getByText('Tuesday, 24 November 2026, 17:00 UTC · 90 minutes')).toBeTruthy();
    expect(
      within(live).getByRole('link', { name: 'Join the webinar Spacing live' }).getAttribute('href'),
    ).toBe('https://meet.test/1');
    const calendar = within(live).getByRole('link', { name: 'Add Spacing live to your calendar' });
    expect(calendar.getAttribute('href')).toBe('http://api.test/webinars/1.ics');
    expect(calendar.hasAttribute('download')).toBe(true);

    const upcoming = screen.getByRole('article', { name: 'Variable fonts' });
    expect(within(upcoming).getByText('Upcoming')).toBeTruthy();
    expect(within(upcoming).queryByText('Live now')).toBeNull();

    const past = screen.getByRole('article', { name: 'Screens' });
    expect(within(past).getByText('Past')).toBeTruthy();
    expect(
      within(past).getByRole('link', { name: 'Watch the recording of Screens' }).getAttribute('href'),
    ).toBe('https://video.test/3');
    expect(within(past).queryByRole('link', { name: /calendar/ })).toBeNull();
    expect(api.sent('ReadWebinars')[0]?.variables).toEqual({ page: 1, pageSize: 100 });
  });

  it('tells a reader outside the club that the link is for members, with the way to join', async () => {
    api.answer('ReadWebinars', () => page([webinar('2', 'Variable fonts', {}, null)]));
    renderList();
    const item = await screen.findByRole('article', { name: 'Variable fonts' });
    expect(within(item).getByText(/The link is for club members\./)).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Join the club' }).getAttribute('href')).toBe(
      '/my_account/club',
    );
    expect(within(item).queryByRole('link', { name: /Join the webinar/ })).toBeNull();
  });

  it('says so when nothing is planned', async () => {
    api.answer('ReadWebinars', () => page([]));
    renderList();
    expect(await screen.findByText('No webinars are planned at the moment.')).toBeTruthy();
  });
});
