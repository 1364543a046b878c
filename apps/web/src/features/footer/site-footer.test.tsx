// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/create-i18n.ts';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { SiteFooter } from './site-footer.tsx';

afterEach(cleanup);

function renderFooter(now: Date) {
  return render(
    <I18nProvider>
      <SiteFooter t={createI18n().t} now={now} />
    </I18nProvider>,
  );
}

describe('SiteFooter', () => {
  it('runs the copyright line from 1999 to the year of the request', () => {
    renderFooter(new Date('2031-06-15T12:00:00Z'));
    expect(screen.getByText('© 1999–2031 Foundry. All rights reserved.')).toBeTruthy();
  });

  it('has the newsletter field, the social links and the captcha statement', () => {
    renderFooter(new Date('2026-01-01T12:00:00Z'));
    const email = screen.getByPlaceholderText('Your e-mail...');
    expect(email.getAttribute('maxlength')).toBe('80');
    expect(screen.getByRole('link', { name: 'RSS' }).getAttribute('href')).toBe('/rss');
    for (const name of ['Mastodon', 'Instagram', 'Vimeo'])
      expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toMatch(/^mailto:/);
  });
});
