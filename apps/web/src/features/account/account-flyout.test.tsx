// @vitest-environment jsdom

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Client } from '@urql/core';
import { afterEach, describe, expect, it } from 'vitest';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { AuthContext, type AuthContextValue } from '../auth/index.ts';
import { AccountFlyout } from './account-flyout.tsx';

afterEach(() => {
  cleanup();
  document.documentElement.style.overflow = '';
});

let logouts = 0;
const signedIn: AuthContextValue = {
  loggedIn: true,
  loaded: true,
  user: { id: '1', email: 'ada@example.com' },
  status: 'loggedIn',
  refresh: async () => undefined,
  signedIn: () => undefined,
  logout: async () => void logouts++,
};

function renderFlyout() {
  // A client without exchanges never answers: the menu shows the entries every user has.
  const client = new Client({ url: 'http://localhost/graphql', exchanges: [] });
  renderInApp(
    <GraphqlProvider client={client}>
      <AuthContext.Provider value={signedIn}>
        <AccountFlyout email="ada@example.com" />
        <button type="button">elsewhere</button>
      </AuthContext.Provider>
    </GraphqlProvider>,
    { pathname: '/fonts' },
  );
  const button = screen.getByRole('button', { name: 'Account' });
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
  return { button, panel };
}

describe('AccountFlyout', () => {
  it('opens on click with the account menu and Log out last, locking page scrolling', () => {
    const { button, panel } = renderFlyout();
    expect(panel.hidden).toBe(true);
    fireEvent.click(button);
    expect(panel.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/my_account/orders');
    expect(screen.queryByRole('link', { name: 'Fonts in Development' })).toBeNull();
    const controls = panel.querySelectorAll('a, button');
    expect(controls[controls.length - 1]?.textContent).toBe('Log out');
    const before = logouts;
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logouts).toBe(before + 1);
  });

  it('closes on Escape and gives the focus back to its button', () => {
    const { button, panel } = renderFlyout();
    fireEvent.click(button);
    const link = screen.getByRole('link', { name: 'My Orders' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes when the focus leaves it (Tab) or on a click outside', () => {
    const { button, panel } = renderFlyout();
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    fireEvent.click(button);
    fireEvent.blur(button, { relatedTarget: screen.getByRole('link', { name: 'My Orders' }) });
    expect(panel.hidden).toBe(false);
    fireEvent.blur(button, { relatedTarget: elsewhere });
    expect(panel.hidden).toBe(true);

    fireEvent.click(button);
    fireEvent.pointerDown(panel);
    expect(panel.hidden).toBe(false);
    fireEvent.pointerDown(elsewhere);
    expect(panel.hidden).toBe(true);
  });
});
