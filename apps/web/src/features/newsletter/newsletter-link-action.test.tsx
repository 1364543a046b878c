// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { NewsletterLinkAction } from './newsletter-link-action.tsx';

/** A local stand-in of the API: records the requests and answers with `nextAnswer`. */
const received: { query: string; variables: Record<string, unknown> }[] = [];
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
});

const renderAction = (action: 'confirm' | 'unsubscribe') =>
  renderInApp(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <GraphqlProvider>
        <NewsletterLinkAction action={action} email="reader@example.com" hash="h4sh" />
      </GraphqlProvider>
    </RuntimeConfigProvider>,
  );

describe('the pages behind the newsletter mail links', () => {
  it('sends nothing until the button is pressed, then confirms with the link’s email and hash', async () => {
    nextAnswer = { data: { newsletterConfirmSubscription: true } };
    renderAction('confirm');
    expect(screen.getByText('Send the newsletter to reader@example.com?')).toBeTruthy();
    expect(received).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('subscription is confirmed'),
    );
    expect(received[0]?.query).toContain('newsletterConfirmSubscription');
    expect(received[0]?.variables).toEqual({ email: 'reader@example.com', hash: 'h4sh' });
  });

  it('unsubscribes, and says so when the server refuses the hash', async () => {
    nextAnswer = { data: { newsletterUnsubscribe: false } };
    renderAction('unsubscribe');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This link is not valid'));
    expect(received[0]?.query).toContain('newsletterUnsubscribe');
  });
});
