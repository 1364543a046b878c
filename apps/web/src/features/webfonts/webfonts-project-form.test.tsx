// @vitest-environment jsdom

import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { startStandInApi } from '../../lib/testing/account-stand-in-api.ts';
import { recordingRouter } from '../../lib/testing/render-in-app.tsx';
import { chooseSelectOption } from '../../ui/select-test-support.ts';
import type { WebfontsProjectType } from './webfonts-form-values.ts';
import { WebfontsProjectForm } from './webfonts-project-form.tsx';

// The first render compiles the app's providers: on a loaded machine that takes seconds.

let api: Awaited<ReturnType<typeof startStandInApi>>;

const savedProject = (id: string, variables: Record<string, unknown>) => ({
  id,
  title: variables.title,
  type: variables.type ?? 'regular',
  status: 'ACTIVE',
  licenseKey: 'abc',
  updated: '2026-11-22T07:00:00.000Z',
  paymentUrl: null,
  budget: null,
  domains: variables.domains ?? [],
  billingEmails: [],
  editingEmails: [],
  generating: true,
  generation: 'Pending',
  cssUrl: null,
  downloadUrl: null,
  lastMonthStats: null,
  canDelete: true,
  fonts: [],
});

beforeAll(async () => {
  api = await startStandInApi();
});
afterAll(() => api.close());
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  api.reset();
});

function standInCatalogue() {
  api.answer('ReadWebfontsAvailableFamilies', () => ({
    data: {
      readWebfontsProjectAvailableFamilies: [
        {
          id: '1',
          title: 'Inter',
          url: 'inter',
          styles: [
            { id: '11', title: 'Regular' },
            { id: '12', title: 'Bold' },
          ],
          variableFonts: [{ id: '21', title: 'Inter Variable' }],
        },
        {
          id: '2',
          title: 'Vollkorn',
          url: 'vollkorn',
          styles: [{ id: '31', title: 'Regular' }],
          variableFonts: [],
        },
      ],
    },
  }));
  api.answer('ReadWebfontsAvailableFontInfo', () => ({
    data: {
      readWebfontsProjectAvailableFontInfo: {
        otfFeatures: ['ss01', 'tnum'],
        characterSets: [
          { id: 'latin', title: 'Latin', count: 230 },
          { id: 'greek', title: 'Greek', count: 80 },
        ],
        fontWeight: '400',
        fontStyle: 'normal',
      },
    },
  }));
}

function renderForm(type: WebfontsProjectType = 'regular') {
  const router = recordingRouter();
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: api.origin })}>
      <AppRouterContext.Provider value={router}>
        <I18nProvider>
          <GraphqlProvider>
            <WebfontsProjectForm type={type} />
          </GraphqlProvider>
        </I18nProvider>
      </AppRouterContext.Provider>
    </RuntimeConfigProvider>,
  );
  return router;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function pickInterRegular() {
  await screen.findByRole('button', { name: /Family/ });
  await chooseSelectOption(document.body, 'Family', 'Inter');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Inter Regular' }));
}

describe('adding a web font project', () => {
  it('checks the fields at submit and lists the problems, each linked to its field', async () => {
    standInCatalogue();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Name the project.')).toBeTruthy();
    expect(screen.getByText('Add at least one domain.')).toBeTruthy();
    expect(screen.getByText('Choose at least one font.')).toBeTruthy();
    const summary = screen.getByRole('alert', { name: 'There are 3 problems' });
    expect(document.activeElement).toBe(summary);
    expect(screen.getByLabelText(/Project name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Domain 1').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(summary).getByRole('link', { name: 'Domains: Add at least one domain.' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Domain 1'));

    type('Domain 1', 'https://example.com/shop');
    expect(
      await screen.findByText(
        '“https://example.com/shop” is not a host name (example.com, https://example.com or *.example.com; no path or port).',
      ),
    ).toBeTruthy();
    type('Domain 1', 'example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Add a domain' }));
    type('Domain 2', 'EXAMPLE.com');
    expect(await screen.findByText('“example.com” is listed twice.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove domain 2' }));
    expect(screen.queryByLabelText('Domain 2')).toBeNull();
    await waitFor(() => expect(screen.queryByText(/listed twice/)).toBeNull());

    type(/Monthly budget/, '12.5');
    expect(await screen.findByText('Enter a whole amount up to 100000, or leave it empty.')).toBeTruthy();
    type('Invoice e-mail 1', 'not-an-address');
    expect(await screen.findByText('“not-an-address” is not an e-mail address.')).toBeTruthy();
    expect(api.sent('CreateWebfontsProject')).toHaveLength(0);
  }, 30_000);

  it('picks fonts by family with their CSS settings and creates the project, then opens it', async () => {
    standInCatalogue();
    api.answer('CreateWebfontsProject', (body) => ({
      data: { createWebfontsProject: savedProject('9', body.variables) },
    }));
    const router = renderForm();
    type(/Project name/, '  Shop  ');
    type('Domain 1', 'Shop.Example.com');
    type(/Monthly budget/, '50');
    type('Invoice e-mail 1', 'billing@example.com');
    await pickInterRegular();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Inter Variable' }));
    expect(screen.getByText('2 fonts chosen:')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Inter Variable' }));
    expect(screen.getByText('1 font chosen:')).toBeTruthy();

    const settings = screen.getByRole('group', { name: 'CSS settings of Inter Regular' });
    fireEvent.click(await within(settings).findByRole('checkbox', { name: 'ss01' }));
    fireEvent.click(within(settings).getByRole('checkbox', { name: 'Greek (80 characters)' }));
    await chooseSelectOption(settings, 'font-display', 'optional');
    fireEvent.change(within(settings).getByLabelText('Further characters'), { target: { value: '→' } });
    expect(api.sent('ReadWebfontsAvailableFontInfo')[0]?.variables).toEqual({ styleID: '11' });
    expect(api.sent('ReadWebfontsAvailableFamilies')[0]?.variables).toEqual({
      projectID: null,
      projectType: 'regular',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(router.visited).toEqual(['/my_account/webfonts/9/edit']));
    expect(api.sent('CreateWebfontsProject')[0]?.variables).toEqual({
      title: 'Shop',
      type: 'regular',
      domains: ['shop.example.com'],
      budget: 5000,
      billingEmails: ['billing@example.com'],
      editingEmails: [],
      fonts: [
        {
          styleID: '11',
          fontDisplay: 'optional',
          otfFeatures: ['ss01'],
          characterSets: ['latin', 'greek'],
          customChars: '→',
        },
      ],
    });
  }, 30_000);

  it('asks for characters when a font keeps none', async () => {
    standInCatalogue();
    renderForm('self_hosting');
    type(/Project name/, 'Kit');
    await pickInterRegular();
    const settings = screen.getByRole('group', { name: 'CSS settings of Inter Regular' });
    fireEvent.click(await within(settings).findByRole('checkbox', { name: 'Latin (230 characters)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(
      await screen.findByText('Choose a character set for Inter Regular or type the characters you need.'),
    ).toBeTruthy();
    // A self-hosting kit has neither domains nor a budget.
    expect(screen.queryByLabelText('Domain 1')).toBeNull();
    expect(screen.queryByLabelText(/Monthly budget/)).toBeNull();
    expect(api.sent('CreateWebfontsProject')).toHaveLength(0);
  }, 30_000);

  it("shows the server's field errors at their fields", async () => {
    standInCatalogue();
    api.answer('CreateWebfontsProject', () => ({
      data: null,
      errors: [
        {
          message: 'Invalid input',
          extensions: {
            code: 103,
            fields: { 'domains.0': 'This domain is used by another project.', title: 'Too similar.' },
          },
        },
      ],
    }));
    renderForm();
    type(/Project name/, 'Shop');
    type('Domain 1', 'example.com');
    await pickInterRegular();
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    const summary = await screen.findByRole('alert', { name: 'There are 2 problems' });
    expect(document.activeElement).toBe(summary);
    expect(screen.getByText('This domain is used by another project.')).toBeTruthy();
    expect(screen.getByText('Too similar.')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Project name: Too similar.' })).toBeTruthy();
    // Changing a field takes its server message away.
    type(/Project name/, 'Shop 2');
    await waitFor(() => expect(screen.queryByText('Too similar.')).toBeNull());
    expect(screen.getByText('This domain is used by another project.')).toBeTruthy();
  }, 30_000);
});
