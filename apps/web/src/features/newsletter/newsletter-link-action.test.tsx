// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiProviders, type ApiStandIn, startApiStandIn } from '../../lib/testing/api-stand-in.tsx';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { NewsletterLinkAction } from './newsletter-link-action.tsx';

let nextAnswer: Record<string, unknown> = {};
let api: ApiStandIn;
beforeAll(async () => {
  api = await startApiStandIn(() => nextAnswer);
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  api.received.length = 0;
});

const renderAction = (action: 'confirm' | 'unsubscribe') =>
  renderInApp(
    <ApiProviders origin={api.origin}>
      <NewsletterLinkAction action={action} email="reader@example.com" hash="h4sh" />
    </ApiProviders>,
  );

describe('the pages behind the newsletter mail links', () => {
  it('sends nothing until the button is pressed, then confirms with the link’s email and hash', async () => {
    nextAnswer = { data: { newsletterConfirmSubscription: true } };
    renderAction('confirm');
    expect(screen.getByText('Send the newsletter to reader@example.com?')).toBeTruthy();
    expect(api.received).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('subscription is confirmed'),
    );
    expect(api.received[0]?.query).toContain('newsletterConfirmSubscription');
    expect(api.received[0]?.variables).toEqual({ email: 'reader@example.com', hash: 'h4sh' });
  });

  it('unsubscribes, and says so when the server refuses the hash', async () => {
    nextAnswer = { data: { newsletterUnsubscribe: false } };
    renderAction('unsubscribe');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This link is not valid'));
    expect(api.received[0]?.query).toContain('newsletterUnsubscribe');
  });
});
