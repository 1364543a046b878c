// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { AppToaster } from '../../lib/toasts/app-toaster.tsx';
import { IconBrowser } from './icon-browser.tsx';
import { SuggestIconForm } from './suggest-icon-form.tsx';
import { ICON_PAGE_SIZE } from './use-icon-pages.ts';

/** The stand-in font: 130 icons, a few named after alarms, at private-use code points. */
const ICONS = Array.from({ length: 130 }, (_, index) => {
  const name = (index < 3 ? ['alarm', 'alarm-fill', 'alarm-off'][index] : undefined) ?? `icon-${index}`;
  const codePoint = 0xf101 + index;
  return {
    id: String(index + 1),
    name,
    codePoint,
    unicode: String.fromCodePoint(codePoint),
    path: `M0 0L${index} 10Z`,
    viewBox: '0 -800 1000 1000',
  };
});

interface GraphqlCall {
  operationName: string;
  variables: Record<string, unknown>;
}

const calls: GraphqlCall[] = [];
let failIcons = false;
let mutationAnswer: Record<string, unknown> = { data: { createFamilyFeedback: true } };
let server: Server;
let origin: string;

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const cors = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
      'content-type': 'application/json',
    };
    if (request.url !== '/graphql') return response.writeHead(404, cors).end();
    const call = JSON.parse(body) as GraphqlCall;
    calls.push(call);
    if (call.operationName === 'ReadIcons') {
      if (failIcons)
        return response.writeHead(200, cors).end(JSON.stringify({ data: null, errors: [{ message: 'x' }] }));
      const { search, page, pageSize } = call.variables as {
        search: string | null;
        page: number;
        pageSize: number;
      };
      const found = ICONS.filter((icon) => !search || icon.name.includes(search.toLowerCase()));
      const nodes = found.slice((page - 1) * pageSize, page * pageSize);
      const hasNextPage = page * pageSize < found.length;
      return response
        .writeHead(200, cors)
        .end(
          JSON.stringify({ data: { readGlyphs: { nodes, pageInfo: { hasNextPage, nextPage: page + 1 } } } }),
        );
    }
    response.writeHead(200, cors).end(JSON.stringify(mutationAnswer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.unstubAllGlobals();
  calls.length = 0;
  failIcons = false;
  mutationAnswer = { data: { createFamilyFeedback: true } };
});

function renderWithApi(children: React.ReactNode) {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          {children}
          <AppToaster />
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

const iconCalls = () => calls.filter((call) => call.operationName === 'ReadIcons');
const grid = () => screen.getByRole('list', { name: 'Icons' });
const cells = () => within(grid()).queryAllByRole('button');

describe('icon browser', () => {
  it('shows the first page of icons, each drawn from its outline, and loads more', async () => {
    renderWithApi(<IconBrowser styleID="5" />);
    await waitFor(() => expect(cells()).toHaveLength(ICON_PAGE_SIZE));
    expect(iconCalls()[0]?.variables).toEqual({
      styleID: '5',
      search: null,
      page: 1,
      pageSize: ICON_PAGE_SIZE,
    });
    const first = cells()[0] as HTMLElement;
    expect(first.getAttribute('aria-label')).toBe('alarm U+F101');
    expect(first.querySelector('path')?.getAttribute('d')).toBe('M0 0L0 10Z');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cells()).toHaveLength(ICON_PAGE_SIZE * 2));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cells()).toHaveLength(ICONS.length));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 20_000);

  it('searches by name once typing has paused for 200 ms', async () => {
    renderWithApi(<IconBrowser styleID="5" />);
    await waitFor(() => expect(cells()).toHaveLength(ICON_PAGE_SIZE));
    const field = screen.getByLabelText('Search icons');
    for (const text of ['a', 'al', 'ala', 'alar', 'alarm'])
      fireEvent.change(field, { target: { value: text } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(iconCalls()).toHaveLength(1);
    await waitFor(() => expect(cells()).toHaveLength(3));
    expect(iconCalls().map((call) => call.variables.search)).toEqual([null, 'alarm']);
    expect(cells().map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'alarm U+F101',
      'alarm-fill U+F102',
      'alarm-off U+F103',
    ]);
    fireEvent.change(field, { target: { value: 'nothing-like-it' } });
    expect(await screen.findByText('No icon is called “nothing-like-it”.')).toBeTruthy();
  });

  it('shows a selected icon large with its name and code point, and copies its character and name', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApi(<IconBrowser styleID="5" />);
    await waitFor(() => expect(cells().length).toBeGreaterThan(2));
    fireEvent.click(screen.getByRole('button', { name: 'alarm-fill U+F102' }));
    const detail = screen.getByRole('figure', { name: /alarm-fill/ });
    expect(within(detail).getByText('U+F102')).toBeTruthy();
    expect(detail.querySelector('path')?.getAttribute('d')).toBe('M0 0L1 10Z');
    expect(screen.getByRole('button', { name: 'alarm-fill U+F102' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(within(detail).getByRole('button', { name: 'Copy character' }));
    await waitFor(() => expect(within(detail).getByRole('button', { name: 'Copied' })).toBeTruthy());
    expect(writeText).toHaveBeenLastCalledWith('\uf102');
    // 'Copied' for 750 ms, then the button says what it copies again.
    await waitFor(() => expect(within(detail).getByRole('button', { name: 'Copy character' })).toBeTruthy(), {
      timeout: 1500,
    });
    fireEvent.click(within(detail).getByRole('button', { name: 'Copy name' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('alarm-fill'));
    expect(await within(detail).findByText('Copied to the clipboard.')).toBeTruthy();
  });

  it('says when the icons cannot be loaded and tries again on request', async () => {
    failIcons = true;
    renderWithApi(<IconBrowser styleID="5" />);
    expect((await screen.findByRole('alert')).textContent).toContain('The icons could not be loaded.');
    failIcons = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cells()).toHaveLength(ICON_PAGE_SIZE));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('suggest an icon', () => {
  const form = () => {
    const name = screen.getByLabelText('Icon name') as HTMLInputElement;
    return {
      name,
      description: screen.getByLabelText('Description (optional)') as HTMLTextAreaElement,
      button: () => screen.getByRole('button', { name: /Send|Sending|Sent/ }) as HTMLButtonElement,
      submit: () => fireEvent.submit(name.form as HTMLFormElement),
    };
  };

  it('sends the suggestion as prefixed family feedback with a captcha token, toasts and resets', async () => {
    renderWithApi(<SuggestIconForm familyID="12" />);
    const { name, description, button, submit } = form();
    expect(button().dataset.state).toBe('idle');
    fireEvent.change(name, { target: { value: '  rocket   launch ' } });
    fireEvent.change(description, { target: { value: 'A rocket taking off.' } });
    submit();
    expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      operationName: 'CreateFamilyFeedback',
      variables: {
        familyID: '12',
        message: '[Icon suggestion] rocket launch\n\nA rocket taking off.',
        images: [],
        token: 'dev-captcha-token',
      },
    });
    expect(button().dataset.state).toBe('finished');
    expect(name.value).toBe('');
    expect(description.value).toBe('');
    await waitFor(() => expect(button().dataset.state).toBe('idle'), { timeout: 3000 });
  });

  it('asks for a name and sends nothing without one', async () => {
    renderWithApi(<SuggestIconForm familyID="12" />);
    const { name, description, submit } = form();
    fireEvent.change(description, { target: { value: 'Something' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Icon name: This field is required.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'x' } });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());
  });

  it('shows a refusal and keeps what was typed', async () => {
    mutationAnswer = { data: null, errors: [{ message: 'invalid captcha', extensions: { code: 5 } }] };
    renderWithApi(<SuggestIconForm familyID="12" />);
    const { name, button, submit } = form();
    fireEvent.change(name, { target: { value: 'kite' } });
    submit();
    expect(await screen.findByText('We could not verify that you are human. Please try again.')).toBeTruthy();
    expect(button().dataset.state).toBe('idle');
    expect(name.value).toBe('kite');
  });
});
