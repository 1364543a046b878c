// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { SiteFooter } from './site-footer.tsx';

afterEach(cleanup);

function renderFooter(now: Date) {
  // The newsletter form needs the runtime config and the GraphQL client, as in the root layout.
  return render(
    <RuntimeConfigProvider config={readRuntimeConfig({})}>
      <I18nProvider>
        <GraphqlProvider>
          <SiteFooter t={serverT()} now={now} />
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

describe('SiteFooter', () => {
  it('runs the copyright line from 1999 to the year of the request', () => {
    renderFooter(new Date('2031-06-15T12:00:00Z'));
    expect(screen.getByText('© 1999–2031 Foundry. All rights reserved.')).toBeTruthy();
  });

  it('has the newsletter field, the social links and the captcha statement', async () => {
    renderFooter(new Date('2026-01-01T12:00:00Z'));
    // The form's script loads when the footer comes near the viewport: at once without IntersectionObserver.
    const email = await screen.findByPlaceholderText('Your e-mail...');
    expect(email.getAttribute('maxlength')).toBe('80');
    expect(screen.getByRole('link', { name: 'RSS' }).getAttribute('href')).toBe('/rss');
    for (const name of ['Mastodon', 'Instagram', 'Vimeo'])
      expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it('links to corporate fonts, where an access code is redeemed', () => {
    renderFooter(new Date('2026-01-01T12:00:00Z'));
    const link = screen.getByRole('link', { name: 'Corporate fonts — redeem your access code' });
    expect(link.getAttribute('href')).toBe('/fonts/corporate');
  });
});
