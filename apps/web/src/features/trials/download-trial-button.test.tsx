// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEV_CAPTCHA_TOKEN } from '@foundry/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { DownloadTrialButton } from './download-trial-button.tsx';

/** A local stand-in of the API: records the requests and answers `nextAnswer`. */
const received: Record<string, unknown>[] = [];
let nextAnswer: Record<string, unknown> = {};
let server: Server;
let origin: string;

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
  vi.restoreAllMocks();
});

function renderButton() {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <DownloadTrialButton productID="12" encodingID="3" preRelease={false} familyTitle="Vollkorn" />
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
  return screen.getByRole('button', { name: 'Download trial of Vollkorn' });
}

describe('DownloadTrialButton', () => {
  it('sends the product, encoding and a captcha token, then offers the built ZIP', async () => {
    const file = `${origin}/downloads/7/abc/vollkorn-trial-limited.zip`;
    nextAnswer = { data: { downloadTrialFamily: { id: '7', status: 'Completed', file } } };
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    fireEvent.click(renderButton());
    expect(await screen.findByText('Your trial is downloading.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the ZIP again' }).getAttribute('href')).toBe(file);
    expect(assign).toHaveBeenCalledWith(file);
    expect(received[0]?.variables).toEqual({
      productID: '12',
      encodingIDs: ['3'],
      preRelease: false,
      token: DEV_CAPTCHA_TOKEN,
    });
  });

  it('shows the catalogue message of a refusal (450 too many trials)', async () => {
    nextAnswer = {
      data: null,
      errors: [{ message: 'too many trials', extensions: { code: 450 } }],
    };
    fireEvent.click(renderButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You have reached the limit of trial fonts.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
