// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { ApiProviders, type ApiStandIn, startApiStandIn } from '../../lib/testing/api-stand-in.tsx';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { BooksGiveAwayPage } from './books-give-away-page.tsx';

/** A local stand-in of the API that answers a sign-up. */
let api: ApiStandIn;
beforeAll(async () => {
  api = await startApiStandIn(() => ({
    data: { createUser: { id: '7', email: 'reader@example.com', name: 'Reader' } },
  }));
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  api.received.length = 0;
});

const GIVE_AWAY = {
  id: '3',
  url: 'vollkorn-specimen-give-away',
  title: 'The Vollkorn Specimen, free for new members',
  description: 'Create an account through this page.',
  coverImage: { url: '/files/images/cover.png', width: 1200, height: 900, alt: 'Cover' },
  quantity: 25,
  remaining: 24,
  open: true,
  endsAt: '2035-12-31T23:59:59.000Z',
};

function renderPage(giveAway = GIVE_AWAY) {
  return renderInApp(
    <ApiProviders origin={api.origin}>
      <BooksGiveAwayPage giveAway={giveAway} apiUrl={api.origin} t={serverT()} />
    </ApiProviders>,
  );
}

describe('books give-away page', () => {
  it('shows the book and the copies left, and signs up with the give-away id to claim one', async () => {
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(GIVE_AWAY.title);
    expect(screen.getByTestId('give-away-remaining').textContent).toContain('24 of 25 copies left');
    expect(screen.getByRole('heading', { name: 'Create an account and get your copy' })).toBeTruthy();

    const field = (name: string) => container.querySelector(`input[name="${name}"]`) as HTMLInputElement;
    fireEvent.change(field('name'), { target: { value: 'Reader' } });
    fireEvent.change(field('email'), { target: { value: 'reader@example.com' } });
    fireEvent.change(field('password'), { target: { value: 'correct horse battery' } });
    fireEvent.submit(field('email').form as HTMLFormElement);

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('A copy is set aside'));
    expect(api.received).toHaveLength(1);
    expect(api.received[0]?.query).toContain('booksGiveAwayID');
    expect(api.received[0]?.variables).toMatchObject({
      booksGiveAwayID: 3,
      userInfo: { email: 'reader@example.com' },
    });
  });

  it('offers no sign-up once the give-away is closed', () => {
    const { container } = renderPage({ ...GIVE_AWAY, remaining: 0, open: false });
    expect(screen.getByText(/This give-away has ended/)).toBeTruthy();
    expect(container.querySelector('form')).toBeNull();
  });
});
