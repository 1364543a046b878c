// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { AppToaster } from '../../lib/toasts/app-toaster.tsx';
import { AuthProvider } from '../auth/index.ts';
import { FontCustomiser } from './font-customiser.tsx';

type Body = { operationName: string; variables: Record<string, unknown> };
type Answer = { data: unknown; errors?: unknown[] };
const received: Body[] = [];
let server: Server;
let origin: string;

const AXES = [
  { tag: 'wght', label: 'Weight', min: 100, max: 900, default: 400, steps: 1 },
  { tag: 'opsz', label: 'Optical size', min: 14, max: 32, default: 14, steps: 1 },
];
const FONTS = [
  {
    id: 'vf1',
    title: 'Inter Variable',
    italic: false,
    fontURL: 'http://api.test/fonts/subsets/v2/a/latin.woff2',
    subsets: [
      { url: 'http://api.test/fonts/subsets/v2/a/latin.woff2', unicodeRanges: 'U+0000-00FF' },
      { url: 'http://api.test/fonts/subsets/v2/a/cyrillic.woff2', unicodeRanges: 'U+0400-045F' },
    ],
    axes: AXES,
    instances: [
      {
        id: 'i1',
        name: 'Bold',
        coordinates: [
          { tag: 'wght', value: 700 },
          { tag: 'opsz', value: 14 },
        ],
      },
    ],
  },
  {
    id: 'vf2',
    title: 'Inter Variable Italic',
    italic: true,
    fontURL: 'http://api.test/fonts/subsets/v2/b/latin.woff2',
    subsets: [{ url: 'http://api.test/fonts/subsets/v2/b/latin.woff2', unicodeRanges: 'U+0000-00FF' }],
    axes: AXES,
    instances: [],
  },
];
const PARAMS = { family: { id: '5', title: 'Inter', url: 'inter' }, variableFonts: FONTS };

/** What the stand-in API holds; each test sets what it needs. */
let state: {
  params: unknown;
  canCustomise: boolean;
  owned: boolean;
  customisations: {
    id: string;
    title: string;
    variableFontID: string;
    axesData: { tag: string; value: number }[];
  }[];
  answers: Record<string, Answer | ((body: Body) => Answer | Promise<Answer>)>;
};

function reset() {
  state = { params: PARAMS, canCustomise: true, owned: true, customisations: [], answers: {} };
}
reset();

beforeAll(async () => {
  // react-hot-toast asks for the reduced-motion preference, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Body;
    received.push(body);
    const base: Record<string, Answer> = {
      ReadAuthUser: { data: { readUser: { id: '7', email: 'ada@example.com' } } },
      ReadCustomiser: { data: { readFontCustomisationParams: state.params } },
      ReadMyCustomisations: {
        data: {
          readUser: {
            id: '7',
            myFonts: {
              // As the API filters by familyID: the owned family '5' only when it is the one asked for.
              nodes:
                state.owned && body.variables.familyID === '5'
                  ? [{ id: '5', canCustomise: state.canCustomise, customisations: state.customisations }]
                  : [],
            },
          },
        },
      },
    };
    const custom = state.answers[body.operationName];
    const answer = typeof custom === 'function' ? await custom(body) : (custom ?? base[body.operationName]);
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer ?? { data: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  received.length = 0;
  reset();
  vi.restoreAllMocks();
});

function renderCustomiser(familyId = '5') {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <AppToaster />
            <FontCustomiser familyId={familyId} />
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

const sent = (name: string) => received.filter((body) => body.operationName === name);

describe('FontCustomiser', () => {
  it('shows loading, then a clear message and the family link when the user does not own the family', async () => {
    state.owned = false;
    renderCustomiser();
    expect(screen.getByText('Loading the customiser…')).toBeTruthy();
    const message = await screen.findByText(/You can customise Inter once you own the whole family/);
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('link', { name: 'See Inter' }).getAttribute('href')).toBe('/fonts/inter');
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('says so for an unknown family', async () => {
    state.params = null;
    renderCustomiser('999');
    await screen.findByText('This family does not exist or has no variable font to customise.');
    expect(sent('ReadCustomiser')[0]?.variables).toEqual({ familyID: '999' });
    expect(screen.getByRole('link', { name: 'Back to My Fonts' }).getAttribute('href')).toBe(
      '/my_account/fonts',
    );
  });

  it('previews the slider position in the variable font and saves it under a name', async () => {
    state.answers.CreateFontCustomisation = (body) => {
      state.customisations = [
        { id: 'c1', title: 'Headline', variableFontID: 'vf1', axesData: body.variables.axes as never },
      ];
      return { data: { createFontCustomisation: { ...state.customisations[0] } } };
    };
    renderCustomiser();
    const weight = await screen.findByRole('slider', { name: /Weight/ });
    const size = screen.getByRole('slider', { name: /Optical size/ });
    expect(weight.getAttribute('min')).toBe('100');
    expect(weight.getAttribute('max')).toBe('900');
    expect(screen.getByText('You have no customisations of this family yet.')).toBeTruthy();
    // Only this family's purchase is asked for, not every bought family to search through.
    const mine = received.find((request) => request.operationName === 'ReadMyCustomisations');
    expect(mine?.variables).toEqual({ familyID: '5' });
    const preview = screen.getByTestId('customiser-preview');
    expect(preview.style.fontVariationSettings).toBe('"wght" 400, "opsz" 14');
    expect(preview.style.fontFamily).toContain('ff-customiser-vf1');
    const faces = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    // The font's preview subsets, each for its characters, so any typed text is set in it.
    expect(faces).toContain('http://api.test/fonts/subsets/v2/a/latin.woff2');
    expect(faces).toContain('url("http://api.test/fonts/subsets/v2/a/cyrillic.woff2") format("woff2");');
    expect(faces).toContain('unicode-range:U+0400-045F');

    fireEvent.change(weight, { target: { value: '612' } });
    fireEvent.change(size, { target: { value: '28' } });
    expect(preview.style.fontVariationSettings).toBe('"wght" 612, "opsz" 28');
    expect(weight.getAttribute('aria-valuetext')).toBe('612');
    const range = document.getElementById(weight.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
    expect(range?.textContent).toBe('100 to 900');

    fireEvent.click(screen.getByRole('button', { name: 'Save customisation' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Name: This field is required.');
    expect(sent('CreateFontCustomisation')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Headline ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save customisation' }));
    const item = await screen.findByRole('listitem', { name: 'Headline' });
    expect(within(item).getByText('Inter Variable · Weight 612 · Optical size 28')).toBeTruthy();
    expect(screen.getByText('“Headline” is saved.').getAttribute('role')).toBe('status');
    expect(sent('CreateFontCustomisation')[0]?.variables).toEqual({
      familyID: '5',
      variableFontID: 'vf1',
      title: 'Headline',
      axes: [
        { tag: 'wght', value: 612 },
        { tag: 'opsz', value: 28 },
      ],
    });
  });

  it('moves the sliders to a named instance and to the italic font', async () => {
    renderCustomiser();
    await screen.findByRole('slider', { name: /Weight/ });
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByTestId('customiser-preview').style.fontVariationSettings).toBe(
      '"wght" 700, "opsz" 14',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Inter Variable Italic' }));
    const preview = screen.getByTestId('customiser-preview');
    expect(preview.style.fontStyle).toBe('italic');
    expect(preview.style.fontVariationSettings).toBe('"wght" 700, "opsz" 14');
  });

  it('shows 480 on the name field and other refusals as the form error', async () => {
    state.answers.CreateFontCustomisation = {
      data: null,
      errors: [
        {
          message: 'Font customisation exists.',
          extensions: {
            code: 480,
            fields: { title: 'You have a customisation of this font with this name already.' },
          },
        },
      ],
    };
    renderCustomiser();
    await screen.findByRole('slider', { name: /Weight/ });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Headline' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save customisation' }));
    await screen.findByText('You have a customisation of this font with this name already.');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    state.answers.CreateFontCustomisation = {
      data: null,
      errors: [
        {
          message: 'Please check the customisation.',
          extensions: { code: 103, fields: { 'axes.wght': 'Choose a value from 100 to 900.' } },
        },
      ],
    };
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save customisation' }));
    await screen.findByText('Choose a value from 100 to 900.');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('renames and moves a saved customisation, and deletes one after confirming', async () => {
    state.customisations = [
      {
        id: 'c1',
        title: 'Headline',
        variableFontID: 'vf1',
        axesData: [
          { tag: 'wght', value: 700 },
          { tag: 'opsz', value: 32 },
        ],
      },
    ];
    state.answers.UpdateFontCustomisation = (body) => {
      state.customisations = [
        {
          id: 'c1',
          title: String(body.variables.title),
          variableFontID: 'vf1',
          axesData: body.variables.axes as never,
        },
      ];
      return { data: { updateFontCustomisation: state.customisations[0] } };
    };
    state.answers.DeleteFontCustomisation = () => {
      state.customisations = [];
      return { data: { deleteFontCustomisation: { id: 'c1' } } };
    };
    renderCustomiser();
    const item = await screen.findByRole('listitem', { name: 'Headline' });
    fireEvent.click(within(item).getByRole('button', { name: 'Rename or move Headline' }));
    const weight = screen.getByRole('slider', { name: /Weight/ });
    expect((weight as HTMLInputElement).value).toBe('700');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Headline');
    fireEvent.change(weight, { target: { value: '650' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Headline 650' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('listitem', { name: 'Headline 650' });
    expect(sent('UpdateFontCustomisation')[0]?.variables).toMatchObject({
      id: 'c1',
      title: 'Headline 650',
      axes: [
        { tag: 'wght', value: 650 },
        { tag: 'opsz', value: 32 },
      ],
    });

    const renamed = screen.getByRole('listitem', { name: 'Headline 650' });
    fireEvent.click(within(renamed).getByRole('button', { name: 'Delete Headline 650' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Delete the customisation “Headline 650”?',
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent('DeleteFontCustomisation')).toHaveLength(0);
    fireEvent.click(within(renamed).getByRole('button', { name: 'Delete Headline 650' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete customisation' }));
    await screen.findByText('You have no customisations of this family yet.');
    expect(sent('DeleteFontCustomisation')[0]?.variables).toEqual({ id: 'c1' });
  });

  it('prepares a download (busy), polls it and shows a toast when it fails', async () => {
    state.customisations = [
      {
        id: 'c1',
        title: 'Headline',
        variableFontID: 'vf1',
        axesData: [
          { tag: 'wght', value: 700 },
          { tag: 'opsz', value: 32 },
        ],
      },
    ];
    state.answers.CreateCustomisationDownload = {
      data: { createDownloadInfo: { id: 'd1', hash: 'h1', status: 'Pending', file: null } },
    };
    state.answers.ReadCustomisationDownload = {
      data: { readDownloadInfo: { id: 'd1', hash: 'h1', status: 'Failed', file: null } },
    };
    renderCustomiser();
    const item = await screen.findByRole('listitem', { name: 'Headline' });
    fireEvent.click(within(item).getByRole('button', { name: 'Download Headline' }));
    const button = within(item).getByRole('button', { name: 'Download Headline' });
    await waitFor(() => expect(button.textContent).toBe('Preparing…'));
    expect(button.getAttribute('aria-busy')).toBe('true');
    // A press while it is being prepared asks for no second download.
    fireEvent.click(button);
    await screen.findByText('The font could not be prepared. Please try again.');
    await waitFor(() => expect(button.textContent).toBe('Download'));
    expect(sent('CreateCustomisationDownload').map((call) => call.variables)).toEqual([
      { customisationID: 'c1' },
    ]);
    expect(sent('ReadCustomisationDownload')[0]?.variables).toEqual({ id: 'd1', hash: 'h1' });
  }, 12_000);
});
