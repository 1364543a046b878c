// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { offeredFeatures } from './offered-features.ts';
import { testerFaces } from './tester-faces.ts';
import { TypeTester } from './type-tester.tsx';

/** What the local stand-in of the API received, and what it answers next. */
const received: Record<string, unknown>[] = [];
let nextAnswer: Record<string, unknown> = {};
let server: Server;
let origin: string;
const clipboard: string[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    received.push(JSON.parse(text));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(nextAnswer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  received.length = 0;
  clipboard.length = 0;
  Reflect.deleteProperty(navigator, 'clipboard');
});

const faces = testerFaces({
  styles: [{ id: '7', title: 'Bold', weight: 700, italic: false }],
  variableFonts: [
    {
      id: '3',
      title: 'Variable',
      italic: false,
      axes: [{ tag: 'wght', label: 'Weight', min: 100, max: 900, default: 400, steps: 1 }],
      instances: [],
    },
  ],
});

function renderTester(initialState?: Parameters<typeof TypeTester>[0]['initialState']) {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <TypeTester
            faces={faces}
            features={offeredFeatures(['ss01', 'tnum'])}
            direction="ltr"
            sampleText="Sample"
            initialState={initialState}
            share={{ familyID: '12', encodingID: '1' }}
          />
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
  return screen.getByRole('textbox', { name: 'Text to try' }) as HTMLTextAreaElement;
}

describe('sharing the type tester', () => {
  it('shares the state as it is at the click, with the captcha token, and copies the link with a 750 ms Copied', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void clipboard.push(text) },
    });
    nextAnswer = {
      data: {
        createFamilyShare: { id: 'abcDEF123_-x', url: 'http://shop.test/fonts/inter?share=abcDEF123_-x' },
      },
    };
    const text = renderTester();
    fireEvent.change(text, { target: { value: 'Our words' } });
    fireEvent.change(screen.getByRole('slider', { name: /Weight/ }), { target: { value: '650' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tabular figures' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    const link = (await screen.findByRole('textbox', { name: 'Link to this setting' })) as HTMLInputElement;
    expect(link.value).toBe('http://shop.test/fonts/inter?share=abcDEF123_-x');
    expect(link.readOnly).toBe(true);
    // Focused, the whole link is selected, ready to copy by hand.
    act(() => link.focus());
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, link.value.length]);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      operationName: 'CreateFamilyShare',
      variables: {
        reCaptchaToken: 'dev-captcha-token',
        data: {
          familyID: '12',
          encodingID: '1',
          text: 'Our words',
          size: 64,
          alignment: 'left',
          variableFontID: '3',
          axes: { wght: 650 },
          features: ['tnum'],
        },
      },
    });

    const copiedAt = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    // The live region announces it too.
    const live = document.querySelector('.family-share__status');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    expect(live?.textContent).toBe('Copied');
    expect(clipboard).toEqual(['http://shop.test/fonts/inter?share=abcDEF123_-x']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Copy' })).toBeTruthy(), {
      timeout: 2000,
    });
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(700);
  }, 20_000);

  it('says so when the link could not be created', async () => {
    nextAnswer = { data: null, errors: [{ message: 'invalid captcha', extensions: { code: 5 } }] };
    renderTester();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(await screen.findByText('The link could not be created. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Link to this setting' })).toBeNull();
  });

  it('starts from a shared state', () => {
    const text = renderTester({
      faceKey: 'vf-3',
      text: 'Shared words',
      size: 120,
      leading: 1.5,
      alignment: 'right',
      axes: { wght: 300 },
      features: ['ss01'],
    });
    expect(text.value).toBe('Shared words');
    expect(text.style.fontSize).toBe('120px');
    expect(text.style.textAlign).toBe('right');
    expect(text.style.fontVariationSettings).toBe('"wght" 300');
    expect(text.style.fontFeatureSettings).toBe('"ss01" 1');
    expect(screen.getByRole('button', { name: 'Stylistic set 1' }).getAttribute('aria-pressed')).toBe('true');
  });
});
