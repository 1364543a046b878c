// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEV_CAPTCHA_TOKEN } from '@foundry/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { recordingRouter } from '../../lib/testing/render-in-app.tsx';
import { AppToaster } from '../../lib/toasts/app-toaster.tsx';
import { FontsInUseForm } from './fonts-in-use-form.tsx';
import type { UserFontsInUseProject } from './user-fonts-in-use-operations.ts';

const push = vi.fn();
// The App Router's own context, as Next gives it, with `push` recorded (no module mock: the unit
// project's files share modules).
const router = { ...recordingRouter(), push, replace: push };

type Body = { operationName: string; variables: Record<string, unknown> };
const graphqlCalls: Body[] = [];
const uploads: string[] = [];
let mutationAnswer: Record<string, unknown> = {};
let server: Server;
let origin: string;
const uploadedKey = (n: number) => `uploads/${String(n).repeat(64)}.png`;

const OPTIONS = {
  data: {
    readFamilies: {
      nodes: [
        { id: '3', title: 'Vollkorn' },
        { id: '4', title: 'Inter' },
      ],
    },
    readCountries: [
      { code: 'CZ', title: 'Czechia' },
      { code: 'DE', title: 'Germany' },
    ],
  },
};

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  let previews = 0;
  URL.createObjectURL = () => {
    previews += 1;
    return `blob:preview-${previews}`;
  };
  URL.revokeObjectURL = () => undefined;
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const cors = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
      'content-type': 'application/json',
    };
    // A browser asks first before an upload it watches the progress of (a CORS preflight).
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          ...cors,
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': '*',
        })
        .end();
      return;
    }
    if (request.url === '/fontsinuse/upload') {
      uploads.push(text);
      const name = /filename="([^"]+)"/.exec(text)?.[1] ?? '';
      if (name.startsWith('broken')) {
        response.writeHead(415, cors).end(JSON.stringify({ errors: [{ message: 'no' }] }));
        return;
      }
      response.writeHead(200, cors).end(JSON.stringify({ fileIDs: [uploadedKey(uploads.length)] }));
      return;
    }
    const body = JSON.parse(text) as Body;
    graphqlCalls.push(body);
    const answer = body.operationName === 'ReadFontsInUseFormOptions' ? OPTIONS : mutationAnswer;
    response.writeHead(200, cors).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  graphqlCalls.length = 0;
  uploads.length = 0;
  push.mockReset();
  mutationAnswer = {};
});

/** The hidden file input the ui FileField's 'Add pictures' button opens. */
const picker = () => document.querySelector('input[type="file"]') as HTMLInputElement;

function renderForm(project?: UserFontsInUseProject) {
  render(
    <AppRouterContext.Provider value={router}>
      <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
        <I18nProvider>
          <GraphqlProvider>
            <FontsInUseForm {...(project ? { project } : {})} />
            <AppToaster />
          </GraphqlProvider>
        </I18nProvider>
      </RuntimeConfigProvider>
    </AppRouterContext.Provider>,
  );
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const mutations = () => graphqlCalls.filter((call) => call.operationName !== 'ReadFontsInUseFormOptions');
const submitButton = () =>
  screen.getByRole('button', { name: /Submit project|Sending|Sent|Save changes|Saving|Saved/ });

// Looking for a role among the 50 language boxes is slow: wait for the text, then find the box once.
const familiesLoaded = () => screen.findByText('Vollkorn', { selector: 'label span' });

async function fillRequired() {
  fireEvent.change(screen.getByLabelText(/^Project title/), { target: { value: 'Harbour Festival' } });
  await familiesLoaded();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Vollkorn' }));
  fireEvent.change(picker(), { target: { files: [png('poster.png')] } });
  await screen.findByText('Uploaded');
}

// The whole form re-renders on each change (50 language boxes): jsdom on a busy machine is slow.
describe('fonts-in-use project form', { timeout: 40_000 }, () => {
  it('says which fields are optional and checks values as they change after a submit', async () => {
    renderForm();
    const title = screen.getByLabelText(/^Project title/) as HTMLInputElement;
    expect(title.getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Designer’s website (optional)')).toBeTruthy();
    fireEvent.click(submitButton());
    await screen.findByRole('alert', { name: 'There are 3 problems' });
    fireEvent.change(title, { target: { value: 'Line' } });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBeNull());
    const url = screen.getByLabelText(/^Designer’s website/) as HTMLInputElement;
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    const problem = document.getElementById(url.getAttribute('aria-describedby')?.split(' ').pop() ?? '');
    expect(problem?.textContent).toMatch(/http/);
    fireEvent.change(screen.getByLabelText(/^Year/), { target: { value: '1850' } });
    // Under the field; the summary's link says it after the field's name.
    const latest = new Date().getUTCFullYear() + 1;
    expect(await screen.findByText(`A year from 1900 to ${latest}.`)).toBeTruthy();
  });

  it('refuses to send an incomplete project and says what is missing', async () => {
    renderForm();
    await familiesLoaded();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Please name the project.')).toBeTruthy();
    expect(screen.getByText('Please choose the families used.')).toBeTruthy();
    expect(screen.getByText('Please add at least one picture.')).toBeTruthy();
    const summary = screen.getByRole('alert', { name: 'There are 3 problems' });
    expect(document.activeElement).toBe(summary);
    fireEvent.click(
      within(summary).getByRole('link', { name: 'Pictures: Please add at least one picture.' }),
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add pictures Pictures' }));
    expect(mutations()).toEqual([]);
  });

  it('uploads pictures as chosen, shows previews, removes them, and sends the file ids with a captcha token', async () => {
    renderForm();
    await fillRequired();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toContain('name="files[]"; filename="poster.png"');
    const previews = screen.getAllByRole('listitem');
    expect(within(previews[0] as HTMLElement).getByAltText('Picture 1 of the project')).toBeTruthy();

    fireEvent.change(picker(), {
      target: { files: [png('broken.png'), png('second.png')] },
    });
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    expect(screen.queryByText('Upload failed')).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Year/), { target: { value: '2025' } });
    const country = screen.getByRole('button', { name: /Country/ });
    act(() => {
      fireEvent.keyDown(country, { key: 'ArrowDown' });
      fireEvent.keyUp(country, { key: 'ArrowDown' });
    });
    const czechia = await screen.findByText('Czechia', { selector: '[role="option"], [role="option"] *' });
    act(() => {
      fireEvent.click(czechia.closest('[role="option"]') as HTMLElement);
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Czech' }));
    mutationAnswer = {
      data: { createUserFontsInUse: { id: '9', url: 'harbour-festival', status: 'PENDING' } },
    };
    fireEvent.click(submitButton());
    expect(await screen.findByText('Thank you! Your project was sent and will be reviewed.')).toBeTruthy();
    const [sent] = mutations();
    expect(sent?.operationName).toBe('CreateUserFontsInUse');
    expect(sent?.variables).toEqual({
      reCaptchaToken: DEV_CAPTCHA_TOKEN,
      data: {
        title: 'Harbour Festival',
        description: null,
        designer: null,
        designerUrl: null,
        photoCredits: null,
        year: 2025,
        category: null,
        output: null,
        country: 'CZ',
        languages: ['cs'],
        families: ['3'],
        images: [uploadedKey(1), uploadedKey(3)],
      },
    });
    expect(submitButton().textContent).toBe('Sent');
    expect(push).toHaveBeenCalledWith('/my_account/fonts_in_use');
  });

  it("shows the server's field errors at their fields with the form message", async () => {
    renderForm();
    await fillRequired();
    mutationAnswer = {
      data: null,
      errors: [
        {
          message: 'Please correct the marked fields.',
          extensions: { code: 103, fields: { families: 'Please choose families from the list.' } },
        },
      ],
    };
    fireEvent.click(submitButton());
    const summary = await screen.findByRole('alert', { name: 'There is 1 problem' });
    expect(
      within(summary).getByRole('link', { name: 'Fonts used: Please choose families from the list.' }),
    ).toBeTruthy();
    expect(screen.getByText('Please choose families from the list.')).toBeTruthy();
    expect(submitButton().textContent).toBe('Submit project');
    expect(push).not.toHaveBeenCalled();
  });

  it('warns before leaving with unsaved changes only', async () => {
    renderForm();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Project title/), { target: { value: 'Draft' } });
    await waitFor(() => expect(leave()).toBe(true));
  });

  it('edits a saved project: fields filled, kept pictures sent back with new ones, no captcha', async () => {
    renderForm({
      id: '12',
      title: 'Metro Signs',
      description: 'Signs.',
      designer: 'Linea',
      designerUrl: 'https://linea.example',
      photoCredits: null,
      year: 2022,
      status: 'PUBLISHED',
      category: 'Signage',
      output: 'Environment',
      country: 'DE',
      languages: ['de'],
      families: [{ id: '4' }],
      images: [{ url: 'http://files.example/uploads/a.png', width: 40, height: 30, alt: 'Metro Signs' }],
      fileIDs: [`uploads/${'a'.repeat(64)}.png`],
    });
    expect((screen.getByLabelText(/^Project title/) as HTMLInputElement).value).toBe('Metro Signs');
    expect(screen.getByRole('button', { name: /Category/ }).textContent).toContain('Signage');
    expect(((await screen.findByRole('checkbox', { name: 'Inter' })) as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByText('A changed project is reviewed again before it appears on the site.'),
    ).toBeTruthy();
    fireEvent.change(picker(), { target: { files: [png('night.png')] } });
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));
    mutationAnswer = { data: { updateUserFontsInUse: { id: '12', url: 'metro-signs', status: 'PENDING' } } };
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved and will be reviewed.')).toBeTruthy();
    const [sent] = mutations();
    expect(sent?.operationName).toBe('UpdateUserFontsInUse');
    expect(sent?.variables.id).toBe('12');
    expect(sent?.variables).not.toHaveProperty('reCaptchaToken');
    expect((sent?.variables.data as { images: string[] } | undefined)?.images).toEqual([
      `uploads/${'a'.repeat(64)}.png`,
      uploadedKey(1),
    ]);
  });
});
