// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { startStandInApi } from '../../lib/testing/account-stand-in-api.ts';
import { recordingRouter } from '../../lib/testing/render-in-app.tsx';
import type { WebfontsProjectTab } from './webfonts-paths.ts';
import { WebfontsProjectPage } from './webfonts-project-page.tsx';

// The first render compiles the app's providers: on a loaded machine that takes seconds.

let api: Awaited<ReturnType<typeof startStandInApi>>;

const font = {
  __typename: 'WebfontsProjectStaticFont',
  id: '41',
  styleID: '11',
  // The API names the style; the pages add the family.
  title: 'Regular',
  familyTitle: 'Inter',
  cssFamilyName: 'Inter Journey',
  cssDefinition: "font-family: 'Inter Journey'; font-weight: 400; font-style: normal;",
  fontWeight: '400',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  otfFeatures: [],
  characterSets: ['latin'],
  customChars: '',
};

const project = (extra: Record<string, unknown> = {}) => ({
  id: '5',
  title: 'Shop',
  type: 'regular',
  status: 'ACTIVE',
  licenseKey: 'key-5',
  updated: '2026-11-20T10:00:00.000Z',
  paymentUrl: null,
  budget: null,
  domains: ['example.com'],
  billingEmails: [{ email: 'billing@example.com', status: 'CONFIRMED' }],
  editingEmails: [],
  generating: false,
  generation: 'Completed',
  cssUrl: 'http://api.test/webfonts/v1/key-5.css',
  downloadUrl: null,
  lastMonthStats: { month: '2026-10', pageViews: 0 },
  canDelete: true,
  fonts: [font],
  ...extra,
});

beforeAll(async () => {
  api = await startStandInApi();
});
afterAll(() => api.close());
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  api.reset();
  vi.restoreAllMocks();
});

function renderPage(tab: WebfontsProjectTab, answer: Record<string, unknown> | null) {
  api.answer('ReadWebfontsProject', () =>
    answer
      ? { data: { readWebfontsProjects: { nodes: [answer] } } }
      : {
          data: null,
          errors: [
            { message: 'Invalid input', extensions: { code: 103, fields: { id: 'Project not found.' } } },
          ],
        },
  );
  api.answer('ReadWebfontsAvailableFontInfo', () => ({
    data: {
      readWebfontsProjectAvailableFontInfo: {
        otfFeatures: ['ss01'],
        characterSets: [{ id: 'latin', title: 'Latin', count: 230 }],
        fontWeight: '400',
        fontStyle: 'normal',
      },
    },
  }));
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: api.origin })}>
      <AppRouterContext.Provider value={recordingRouter()}>
        <I18nProvider>
          <GraphqlProvider>
            <WebfontsProjectPage id="5" tab={tab} />
          </GraphqlProvider>
        </I18nProvider>
      </AppRouterContext.Provider>
    </RuntimeConfigProvider>,
  );
}

describe("a web font project's pages", () => {
  it('shows the embed code of a generated hosted project, each part with a copy button', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage('advanced', project());
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
    expect(screen.getByText('The fonts are ready')).toBeTruthy();
    const link = screen.getByRole('region', {
      name: 'Put this in the <head> of every page that uses the fonts:',
    });
    expect(link.textContent).toContain(
      '<link rel="stylesheet" href="http://api.test/webfonts/v1/key-5.css">',
    );
    const css = screen.getByRole('region', { name: 'CSS of Inter Regular' });
    expect(css.textContent).toContain("font-family: 'Inter Journey';");
    expect(screen.getByRole('link', { name: 'Embed code' }).getAttribute('aria-current')).toBe('page');

    const copy = screen.getByRole('button', { name: 'Copy the Stylesheet link' });
    expect(copy.textContent).toBe('Copy');
    fireEvent.click(copy);
    await waitFor(() => expect(copy.textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith(
      '<link rel="stylesheet" href="http://api.test/webfonts/v1/key-5.css">',
    );
    // No self-hosting kit to download for a hosted project.
    expect(screen.queryByRole('link', { name: 'Download the self-hosting kit' })).toBeNull();
  }, 30_000);

  it('saves the fonts’ CSS settings and shows the project the server answers with', async () => {
    api.answer('UpdateWebfontsProject', () => {
      const saved = project({ generating: true, generation: 'Pending' });
      // The page reads the project again at once: it is generating now.
      api.answer('ReadWebfontsProject', () => ({ data: { readWebfontsProjects: { nodes: [saved] } } }));
      return { data: { updateWebfontsProject: saved } };
    });
    renderPage('advanced', project());
    const settings = await screen.findByRole('group', { name: 'CSS settings of Inter Regular' });
    fireEvent.click(await within(settings).findByRole('checkbox', { name: 'ss01' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the CSS settings' }));
    expect(await screen.findByText('Waiting to generate the fonts')).toBeTruthy();
    expect(api.sent('UpdateWebfontsProject')[0]?.variables).toEqual({
      id: '5',
      fonts: [
        {
          styleID: '11',
          fontDisplay: 'swap',
          otfFeatures: ['ss01'],
          characterSets: ['latin'],
          customChars: '',
        },
      ],
    });
  }, 30_000);

  it('offers the self-hosting kit only once it is generated', async () => {
    renderPage(
      'edit',
      project({ type: 'self_hosting', generating: true, generation: 'Generating', cssUrl: null }),
    );
    expect(await screen.findByText('Generating the fonts…')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download the self-hosting kit' })).toBeNull();
    // A kit has no statistics page and its form no domains.
    expect(screen.queryByRole('link', { name: 'Statistics' })).toBeNull();
    expect(screen.queryByLabelText('Domain 1')).toBeNull();
    cleanup();

    renderPage(
      'edit',
      project({
        type: 'self_hosting',
        cssUrl: null,
        downloadUrl: 'http://api.test/files/webfonts/5/kit.zip',
      }),
    );
    expect(
      (await screen.findByRole('link', { name: 'Download the self-hosting kit' })).getAttribute('href'),
    ).toBe('http://api.test/files/webfonts/5/kit.zip');
    expect(screen.getByLabelText(/Project name/)).toHaveProperty('value', 'Shop');
    expect(screen.getByLabelText('Invoice e-mail 1')).toHaveProperty('value', 'billing@example.com');
    expect(screen.getByText('confirmed')).toBeTruthy();
  }, 30_000);

  it('says so when the project is not the customer’s', async () => {
    renderPage('edit', null);
    expect(await screen.findByText('There is no such project in your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my web font projects' }).getAttribute('href')).toBe(
      '/my_account/webfonts',
    );
  }, 30_000);
});
