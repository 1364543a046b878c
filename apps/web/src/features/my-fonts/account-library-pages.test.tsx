// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { startStandInApi } from '../../lib/testing/account-stand-in-api.ts';
import { AppToaster } from '../../lib/toasts/app-toaster.tsx';
import { AuthProvider } from '../auth/index.ts';
import { FontsInDevelopment } from './fonts-in-development.tsx';
import { MyEbooks } from './my-ebooks.tsx';

let api: Awaited<ReturnType<typeof startStandInApi>>;

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
});

function renderInAccount(ui: ReactNode) {
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

const ebook = (id: string, orderID: string, orderDate: string) => ({
  id,
  title: `Specimen ${id}`,
  url: `specimen-${id}`,
  fileName: 'Specimen.pdf',
  orderID,
  orderDate,
  cover: {
    url: `http://api.test/files/cover-${id}.png`,
    alt: `Specimen ${id}: cover`,
    width: 600,
    height: 800,
  },
});
const ebookPage = (nodes: unknown[], hasNextPage = false) => ({
  data: { readUser: { id: '7', myEbooks: { nodes, pageInfo: { hasNextPage, nextPage: 2 } } } },
});

describe('MyEbooks', () => {
  it('lists the e-books with cover, title and order, pages with "Show more", and downloads one with its order', async () => {
    api.answer('ReadMyEbooks', (body) =>
      body.variables.page === 1
        ? ebookPage([ebook('1', '41', '2026-03-01T09:00:00.000Z')], true)
        : ebookPage([ebook('2', '17', '2026-01-05T09:00:00.000Z')]),
    );
    api.answer('CreateAccountDownload', () => ({
      data: { createDownloadInfo: { id: 'j1', hash: 'h1', status: 'Failed', file: null } },
    }));
    const toastError = vi.spyOn(toast, 'error');
    renderInAccount(<MyEbooks />);
    const first = await screen.findByRole('article', { name: 'Specimen 1' });
    expect(within(first).getByRole('img', { name: 'Specimen 1: cover' })).toBeTruthy();
    expect(within(first).getByText('Order 41 of 1 March 2026')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Specimen 1' }).getAttribute('href')).toBe(
      '/product/specimen-1',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Specimen 2' })).toBeTruthy();

    fireEvent.click(within(first).getByRole('button', { name: 'Download Specimen 1' }));
    await waitFor(() => expect(toastError).toHaveBeenCalled());
    expect(api.sent('CreateAccountDownload')[0]?.variables).toMatchObject({ type: 'order', orderID: '41' });
  });

  it('shows the empty state with a link to the books', async () => {
    api.answer('ReadMyEbooks', () => ebookPage([]));
    renderInAccount(<MyEbooks />);
    expect(await screen.findByText(/You have not bought any e-books yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the books' }).getAttribute('href')).toBe('/books');
  });
});

const development = (club: boolean) => ({
  data: {
    readUser: { id: '7', club },
    readFamilies: {
      nodes: club
        ? [
            {
              id: '9',
              url: 'material-symbols',
              title: 'Material Symbols',
              summary: 'Icons in one variable font.',
              plannedReleaseDate: '2027-03-01',
              preRelease: true,
              trialFamilyProductID: '90',
              encoding: { id: 'e1' },
            },
          ]
        : [],
    },
  },
});

describe('FontsInDevelopment', () => {
  it('shows club members the pre-release families with the planned date and a trial download', async () => {
    api.answer('ReadDevelopmentFonts', () => development(true));
    renderInAccount(<FontsInDevelopment />);
    const family = await screen.findByRole('article', { name: 'Material Symbols' });
    expect(within(family).getByText('Planned release: 1 March 2027')).toBeTruthy();
    expect(within(family).getByRole('button', { name: /Material Symbols/ })).toBeTruthy();
  });

  it('tells anyone else that the fonts are for club members, with a link to the club', async () => {
    api.answer('ReadDevelopmentFonts', () => development(false));
    renderInAccount(<FontsInDevelopment />);
    expect(await screen.findByText(/shown to club members only/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join the club' }).getAttribute('href')).toBe('/my_account/club');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('offers a retry when the list cannot be read', async () => {
    let calls = 0;
    api.answer('ReadDevelopmentFonts', () => {
      calls += 1;
      return calls === 1 ? { data: null, errors: [{ message: 'down' }] } : development(true);
    });
    renderInAccount(<FontsInDevelopment />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Material Symbols' })).toBeTruthy();
  });
});
