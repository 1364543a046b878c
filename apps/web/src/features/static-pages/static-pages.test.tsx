// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { startStandInApi } from '../../lib/testing/account-stand-in-api.ts';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { HelpSearch, type HelpSection } from '../help/index.ts';
import { FooterPageLinks } from './footer-page-links.tsx';
import { dismissedNoticeKey, HolidayNoticeBanner } from './holiday-notice-banner.tsx';
import { type StaticPageData, StaticPageView } from './static-page-view.tsx';

const t = serverT();
let api: Awaited<ReturnType<typeof startStandInApi>>;

beforeAll(async () => {
  api = await startStandInApi();
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  api.reset();
  window.localStorage.clear();
});

const article = (id: number, url: string, title: string, body = `About ${title}.`) => ({
  id: String(id),
  url,
  title,
  body,
});
const SECTIONS: HelpSection[] = [
  {
    ...article(1, 'licensing', 'Licensing', ''),
    children: [article(2, 'which-licence', 'Which licence do I need?')],
  },
  {
    ...article(3, 'orders-and-payment', 'Orders and payment', ''),
    children: [
      article(4, 'invoices', 'Where is my invoice?', 'The **invoice** is a PDF.'),
      article(5, 'pay', 'How can I pay?'),
    ],
  },
];

function renderHelp() {
  return render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: api.origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <HelpSearch sections={SECTIONS} />
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

describe('help search', () => {
  it('lists every section and article, linking to /help/{url}', () => {
    renderHelp();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Licensing',
      'Orders and payment',
    ]);
    expect(screen.getByRole('link', { name: 'Where is my invoice?' }).getAttribute('href')).toBe(
      '/help/invoices',
    );
  });

  it('searches as you type, shows what the API found and announces the count', async () => {
    api.answer('ReadHelpItems', (body) => ({
      data: {
        readHelpItems:
          body.variables.search === 'invoice'
            ? [{ ...SECTIONS[1], children: [SECTIONS[1]?.children[0]] }]
            : [],
      },
    }));
    renderHelp();
    const field = screen.getByRole('searchbox', { name: 'Search the help' });
    fireEvent.change(field, { target: { value: 'invoice' } });
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('1 article found'));
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(api.sent('ReadHelpItems').at(-1)?.variables).toEqual({ search: 'invoice' });
    expect(screen.queryByRole('link', { name: 'How can I pay?' })).toBeNull();
    expect(screen.getByText('The invoice is a PDF.')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'zebra' } });
    await waitFor(() => expect(status.textContent).toMatch(/No article matches “zebra”/));
    fireEvent.change(field, { target: { value: '' } });
    await waitFor(() => expect(screen.getByRole('link', { name: 'How can I pay?' })).toBeTruthy());
    expect(status.textContent).toBe('');
  });

  it('says so when the search fails', async () => {
    renderHelp(); // no stand-in answer: the API answers with an error
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'anything' } });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('The search failed. Please try again.'),
    );
  });
});

describe('holiday notice banner', () => {
  it('shows the notice until it is dismissed, and remembers the dismissal per notice', async () => {
    const first = renderInApp(
      <HolidayNoticeBanner notice={{ id: '7', notice: 'Closed until 2 January.' }} />,
    );
    expect(await screen.findByText('Closed until 2 January.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByText('Closed until 2 January.')).toBeNull();
    expect(window.localStorage.getItem(dismissedNoticeKey('7'))).toBe('1');
    first.unmount();

    // The same notice on the next page stays hidden; a new notice shows.
    renderInApp(<HolidayNoticeBanner notice={{ id: '7', notice: 'Closed until 2 January.' }} />);
    renderInApp(<HolidayNoticeBanner notice={{ id: '8', notice: 'Shipping pauses on Friday.' }} />);
    expect(await screen.findByText('Shipping pauses on Friday.')).toBeTruthy();
    expect(screen.queryByText('Closed until 2 January.')).toBeNull();
  });
});

const page = (overrides: Partial<StaticPageData> = {}): StaticPageData =>
  ({
    __typename: 'GenericStaticPage',
    id: '1',
    url: 'terms',
    kind: 'generic',
    title: 'Terms and conditions',
    description: 'The terms of sale.',
    updatedAt: '2026-11-01T10:00:00.000Z',
    blocks: [
      { __typename: 'StoryHeadlineBlock', text: '1. Who sells', level: 2 },
      { __typename: 'StoryParagraphBlock', text: 'See the [return policy](/return-policy) and <b>this</b>.' },
      { __typename: 'StoryListBlock', items: ['**One**', 'Two'], ordered: true },
      { __typename: 'PersonBlock', name: 'Klára', role: 'Founder', about: null },
      { __typename: 'PersonBlock', name: 'Omar', role: 'Designer', about: 'Arabic.' },
    ],
    ...overrides,
  }) as unknown as StaticPageData;

describe('static page', () => {
  it('renders the title, lead and blocks, with inline links and people as one list', () => {
    const { container } = render(<StaticPageView page={page()} apiUrl="http://api.example" t={t} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms and conditions');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('1. Who sells');
    expect(screen.getByRole('link', { name: 'return policy' }).getAttribute('href')).toBe('/return-policy');
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('ol strong')?.textContent).toBe('One');
    expect(container.querySelectorAll('.page-blocks__people li')).toHaveLength(2);
    expect(screen.getByText('Last updated 1 November 2026')).toBeTruthy();
  });

  it('lists the press items of the press page', () => {
    render(
      <StaticPageView
        page={page({
          __typename: 'PressStaticPage',
          kind: 'press',
          blocks: [],
          pressItems: [
            {
              id: '2',
              title: 'Schrift für Bahnsteige',
              author: 'Martin Keller',
              year: 2024,
              category: 'article',
              publicationName: 'Gestalten Heute',
              url: 'https://example.com/a',
              downloadUrl: null,
              languages: ['de'],
            },
          ],
        } as Partial<StaticPageData>)}
        apiUrl="http://api.example"
        t={t}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Press coverage' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read online' }).getAttribute('href')).toBe(
      'https://example.com/a',
    );
    expect(screen.getByText('Schrift für Bahnsteige').closest('li')?.getAttribute('lang')).toBe('de');
  });
});

describe('footer', () => {
  it('links to the information pages', () => {
    renderInApp(<FooterPageLinks t={t} />);
    const nav = screen.getByRole('navigation', { name: 'Information' });
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/about',
      '/help',
      '/licensing',
      '/terms',
      '/privacy-policy',
      '/return-policy',
      '/orders-without-vat',
      '/payment-security',
      '/press',
    ]);
  });
});
