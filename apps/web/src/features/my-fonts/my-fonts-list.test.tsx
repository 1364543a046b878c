// @vitest-environment jsdom

import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { startStandInApi } from '../../lib/testing/account-stand-in-api.ts';
import { AppToaster } from '../../lib/toasts/app-toaster.tsx';
import { chooseSelectOption } from '../../ui/select-test-support.ts';
import { AuthProvider } from '../auth/index.ts';
import { CorporateFonts } from './corporate-fonts.tsx';
import type { MyFontsFilter } from './my-fonts-filter.ts';
import { MyFontsList } from './my-fonts-list.tsx';

let api: Awaited<ReturnType<typeof startStandInApi>>;

const licence = (orderID: string, extra: Record<string, unknown> = {}) => ({
  orderID,
  orderHash: `hash-${orderID}`,
  orderDate: '2026-01-10T10:00:00.000Z',
  productTitle: 'Inter Family',
  encodings: [{ id: 'e1', title: 'Latin' }],
  licenses: [
    {
      id: 'desktop',
      title: 'Desktop',
      licenseName: null,
      validFrom: '2026-01-10T10:00:00.000Z',
      validTo: null,
      options: [{ name: 'computers', title: 'Computers', valueTitle: 'Up to 5 computers' }],
    },
  ],
  ...extra,
});

function family(id: string, title: string, kind = 'MyFamily', extra: Record<string, unknown> = {}) {
  return {
    __typename: kind,
    id,
    family: {
      id,
      url: title.toLowerCase().replace(/ /g, '-'),
      title,
      preRelease: false,
      plannedReleaseDate: null,
    },
    canDownload: true,
    canCustomise: false,
    canBuyOnlyPrerelease: false,
    canDownloadCorporateFonts: kind === 'MyCorporateFamily',
    buyingOptions: [],
    customisations: [],
    licenses: kind === 'MyTrialFamily' ? [] : [licence(`o${id}`)],
    ownedStyles:
      kind === 'MyTrialFamily'
        ? []
        : [
            { id: `${id}-s1`, title: 'Regular' },
            { id: `${id}-s2`, title: 'Bold' },
          ],
    encodings:
      kind === 'MyTrialFamily'
        ? []
        : [
            { id: 'e1', title: 'Latin' },
            { id: 'e2', title: 'Arabic' },
          ],
    ...(kind === 'MyTrialFamily'
      ? {
          trialDownloadedAt: '2026-03-02T08:00:00.000Z',
          lastTrialDownload: {
            id: 'j1',
            status: 'Completed',
            file: 'http://api.test/downloads/1/h/geist-trial.zip',
          },
        }
      : {}),
    ...extra,
  };
}

const page = (nodes: unknown[], hasNextPage = false, nextPage = 2) => ({
  data: { readUser: { id: '7', myFonts: { nodes, pageInfo: { hasNextPage, nextPage } } } },
});

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  api = await startStandInApi();
});
afterAll(() => api.close());
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  api.reset();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

function renderInAccount(ui: React.ReactNode) {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: api.origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <AppToaster />
            {ui}
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

describe('MyFontsList', () => {
  it('shows each family with its licences, validity, styles, and the customise and upgrade links', async () => {
    api.answer('ReadMyFonts', () =>
      page([
        family('1', 'Inter', 'MyFamily', {
          canCustomise: true,
          buyingOptions: ['Consolidate'],
          customisations: [{ id: 'c1' }],
        }),
        family('2', 'Noto Sans', 'MyCorporateFamily'),
        family('3', 'Geist', 'MyTrialFamily'),
      ]),
    );
    renderInAccount(<MyFontsList />);
    const inter = await screen.findByRole('article', { name: 'Inter' });
    expect(within(inter).getByText('Purchased')).toBeTruthy();
    expect(within(inter).getByRole('link', { name: 'Order o1' }).getAttribute('href')).toBe(
      '/orders/o1/hash-o1',
    );
    expect(within(inter).getByText(/Valid from 10 January 2026, perpetual/)).toBeTruthy();
    expect(within(inter).getByText(/Computers Up to 5 computers/)).toBeTruthy();
    expect(within(inter).getByText(/2 styles/)).toBeTruthy();
    expect(within(inter).getByRole('link', { name: 'Customise Inter' }).getAttribute('href')).toBe(
      '/my_account/fonts/1/customisations',
    );
    expect(
      within(inter).getByRole('link', { name: 'Upgrade the licence of Inter' }).getAttribute('href'),
    ).toBe('/my_account/fonts/1/upgrade');
    expect(within(inter).getByText(/1 saved customisation/)).toBeTruthy();

    const noto = screen.getByRole('article', { name: 'Noto Sans' });
    expect(within(noto).getByText('Corporate licence')).toBeTruthy();
    expect(within(noto).queryByRole('link', { name: /Customise/ })).toBeNull();
    expect(within(noto).queryByRole('link', { name: /Upgrade/ })).toBeNull();

    const geist = screen.getByRole('article', { name: 'Geist' });
    expect(within(geist).getByText('Trial downloaded on 2 March 2026')).toBeTruthy();
    expect(within(geist).getByRole('link', { name: 'Download the trial again' }).getAttribute('href')).toBe(
      'http://api.test/downloads/1/h/geist-trial.zip',
    );
    expect(within(geist).queryByRole('button', { name: /Download the fonts/ })).toBeNull();
    expect(api.sent('ReadMyFonts')[0]?.variables).toMatchObject({
      purchased: null,
      trial: null,
      corporate: null,
      sortBy: 'NEWEST',
      page: 1,
      pageSize: 12,
    });
  });

  it('filters by kind and sorts, keeping the choice in the address', async () => {
    api.answer('ReadMyFonts', (body) =>
      page(body.variables.trial ? [family('3', 'Geist', 'MyTrialFamily')] : [family('1', 'Inter')]),
    );
    const initial: MyFontsFilter = { show: 'all', sortBy: 'NEWEST' };
    renderInAccount(<MyFontsList initialFilter={initial} />);
    await screen.findByRole('article', { name: 'Inter' });
    fireEvent.click(screen.getByRole('button', { name: 'Trials' }));
    await screen.findByRole('article', { name: 'Geist' });
    expect(screen.queryByRole('article', { name: 'Inter' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Trials' }).getAttribute('aria-pressed')).toBe('true');
    expect(window.location.search).toBe('?show=trial');
    await chooseSelectOption(document.body, 'Sort by', 'Title (A–Z)');
    await waitFor(() =>
      expect(api.sent('ReadMyFonts').at(-1)?.variables).toMatchObject({ trial: true, sortBy: 'TITLE' }),
    );
    expect(window.location.search).toBe('?show=trial&sort=TITLE');
  });

  it('loads the next page with "Show more" and appends it', async () => {
    api.answer('ReadMyFonts', (body) =>
      body.variables.page === 1
        ? page([family('1', 'Inter')], true, 2)
        : page([family('4', 'Vollkorn')], false, 3),
    );
    renderInAccount(<MyFontsList />);
    await screen.findByRole('article', { name: 'Inter' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('article', { name: 'Vollkorn' });
    expect(screen.getByRole('article', { name: 'Inter' })).toBeTruthy();
    expect(api.sent('ReadMyFonts').map((body) => body.variables.page)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows the empty state with a link to the fonts, and a retry after a failure', async () => {
    api.answer('ReadMyFonts', () => page([]));
    renderInAccount(<MyFontsList />);
    expect(await screen.findByText(/You have no fonts here yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the fonts' }).getAttribute('href')).toBe('/fonts');
    cleanup();

    let calls = 0;
    api.answer('ReadMyFonts', () => {
      calls += 1;
      return calls === 1
        ? { data: null, errors: [{ message: 'down', extensions: { code: 200 } }] }
        : page([family('1', 'Inter')]);
    });
    renderInAccount(<MyFontsList />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The list could not be loaded.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Inter' })).toBeTruthy();
  });

  it('downloads the family in the encodings chosen, one at a time, with the failure toast', async () => {
    api.answer('ReadMyFonts', () => page([family('1', 'Inter')]));
    api.answer('CreateAccountDownload', () => ({
      data: { createDownloadInfo: { id: 'j9', hash: 'h9', status: 'Failed', file: null } },
    }));
    const toastError = vi.spyOn(toast, 'error');
    renderInAccount(<MyFontsList />);
    const inter = await screen.findByRole('article', { name: 'Inter' });
    fireEvent.click(within(inter).getByRole('checkbox', { name: 'Latin' }));
    fireEvent.click(within(inter).getByRole('button', { name: 'Download the fonts of Inter' }));
    await waitFor(() => expect(toastError).toHaveBeenCalled());
    expect(api.sent('CreateAccountDownload')[0]?.variables).toMatchObject({
      type: 'family',
      familyID: '1',
      encodingIDs: ['e2'],
    });
    expect(toastError).toHaveBeenCalledWith('Something went wrong. Please try again later.', {
      duration: 5000,
    });

    // No encoding chosen: nothing is asked for.
    fireEvent.click(within(inter).getByRole('checkbox', { name: 'Arabic' }));
    fireEvent.click(within(inter).getByRole('button', { name: 'Download the fonts of Inter' }));
    expect(await within(inter).findByText('Choose at least one encoding.')).toBeTruthy();
    expect(api.sent('CreateAccountDownload')).toHaveLength(1);
  });
});

describe('CorporateFonts', () => {
  it('lists only the corporate families, with no kind filters, and links to redeem a code', async () => {
    api.answer('ReadMyFonts', () => page([family('2', 'Noto Sans', 'MyCorporateFamily')]));
    renderInAccount(<CorporateFonts />);
    expect(await screen.findByRole('article', { name: 'Noto Sans' })).toBeTruthy();
    expect(api.sent('ReadMyFonts')[0]?.variables).toMatchObject({ corporate: true });
    expect(screen.queryByRole('button', { name: 'Trials' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Redeem a corporate access code' }).getAttribute('href')).toBe(
      '/fonts/corporate',
    );
  });

  it('says when there are none', async () => {
    api.answer('ReadMyFonts', () => page([]));
    renderInAccount(<CorporateFonts />);
    expect(await screen.findByText(/You have no corporate fonts yet/)).toBeTruthy();
  });
});
