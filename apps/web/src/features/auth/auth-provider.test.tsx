// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { graphql } from '../../lib/graphql/graphql.ts';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { CART_STORAGE_KEY } from '../cart/index.ts';
import { AuthProvider } from './auth-provider.tsx';
import { INVALID_TOKEN_LOGOUT_EVENT } from './invalid-token-logout.ts';
import { useAuth } from './use-auth.ts';

const received: string[] = [];
let signedIn = false;
let server: Server;
let origin: string;
const TOKEN_INVALID = { data: null, errors: [{ message: 'Please log in.', extensions: { code: 1 } }] };

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const { operationName } = JSON.parse(text) as { operationName: string };
    received.push(operationName);
    const answers: Record<string, unknown> = {
      ReadAuthUser: signedIn ? { data: { readUser: { id: '7', email: 'ada@example.com' } } } : TOKEN_INVALID,
      DeleteToken: { data: { deleteToken: true } },
      ExpiredSession: TOKEN_INVALID,
    };
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(answers[operationName] ?? { data: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  received.length = 0;
  signedIn = false;
  window.localStorage.clear();
});

const ExpiredQuery = graphql(`
  query ExpiredSession {
    readUser {
      id
    }
  }
`);

let runExpiredCall: () => Promise<unknown> = async () => undefined;

function Probe() {
  const auth = useAuth();
  const client = useGraphqlClient();
  runExpiredCall = () => client.query(ExpiredQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  return <p data-testid="auth">{`${auth.status} ${auth.loaded} ${auth.user?.email ?? '-'}`}</p>;
}

function renderProvider() {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <GraphqlProvider>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </GraphqlProvider>
    </RuntimeConfigProvider>,
  );
}

const shown = () => screen.getByTestId('auth').textContent;

describe('AuthProvider', () => {
  it('starts with status none and is a guest after readUser answers code 1, without logging anything out', async () => {
    renderProvider();
    expect(shown()).toBe('none false -');
    await waitFor(() => expect(shown()).toBe('guest true -'));
    // A guest's code 1 only confirms there is no session: no logout call.
    await act(() => runExpiredCall());
    expect(received).not.toContain('DeleteToken');
  });

  it('is logged in with the user readUser answers', async () => {
    signedIn = true;
    renderProvider();
    await waitFor(() => expect(shown()).toBe('loggedIn true ada@example.com'));
  });

  it('a code 1 while signed in clears storage but the cart, signals, logs out on the server; a listener may cancel the redirect', async () => {
    signedIn = true;
    window.localStorage.setItem(CART_STORAGE_KEY, '[]');
    window.localStorage.setItem('foundry.compareList', '["a"]');
    let signalled = 0;
    const cancel = (event: Event) => {
      signalled++;
      event.preventDefault();
    };
    window.addEventListener(INVALID_TOKEN_LOGOUT_EVENT, cancel);
    try {
      renderProvider();
      await waitFor(() => expect(shown()).toBe('loggedIn true ada@example.com'));
      await act(() => runExpiredCall());
      await waitFor(() => expect(received).toContain('DeleteToken'));
      expect(signalled).toBe(1);
      expect(shown()).toBe('guest true -');
      expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe('[]');
      expect(window.localStorage.getItem('foundry.compareList')).toBeNull();
    } finally {
      window.removeEventListener(INVALID_TOKEN_LOGOUT_EVENT, cancel);
    }
  });
});
