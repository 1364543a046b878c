// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { AuthProvider } from '../auth/index.ts';
import { StoredCards } from './stored-cards.tsx';

type Body = { operationName: string; variables: Record<string, unknown> };
type Card = {
  id: string;
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  default: boolean;
  status: string;
  storedPaymentMethodId: string;
};
const received: Body[] = [];
let cards: Card[] = [];
let addAnswer: Record<string, unknown> = {};
let server: Server;
let origin: string;

const card = (id: string, brand: string, lastFour: string, extra: Partial<Card> = {}): Card => ({
  id,
  brand,
  lastFour,
  expiryMonth: 3,
  expiryYear: 2030,
  default: false,
  status: 'verified',
  storedPaymentMethodId: `token-${id}`,
  ...extra,
});

beforeAll(async () => {
  // A stand-in API that keeps the cards like the real one (the default first).
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Body;
    received.push(body);
    const id = body.variables.id as string;
    let answer: unknown = { data: null };
    switch (body.operationName) {
      case 'ReadAuthUser':
        answer = { data: { readUser: { id: '7', email: 'ada@example.com' } } };
        break;
      case 'ReadStoredCards':
        answer = { data: { readUser: { id: '7', storedCards: cards } } };
        break;
      case 'UpdateDefaultStoredCard':
        cards = cards.map((each) => ({ ...each, default: each.id === id }));
        answer = { data: { updateDefaultStoredCard: cards } };
        break;
      case 'DeleteStoredCard':
        cards = cards.filter((each) => each.id !== id);
        answer = { data: { deleteStoredCard: cards } };
        break;
      case 'VerifyStoredCard':
        cards = cards.map((each) => (each.id === id ? { ...each, status: 'verified' } : each));
        answer = { data: { verifyStoredCard: cards.find((each) => each.id === id) } };
        break;
      case 'AddStoredCard':
      case 'VerifyStoredCardPayment': {
        const authorised = addAnswer.resultCode === 'Authorised';
        if (authorised) cards = [...cards, card('c9', 'visa', '1111')];
        const result = {
          action: null,
          refusalReason: null,
          ...addAnswer,
          storedCard: authorised ? { id: 'c9' } : null,
        };
        answer = {
          data:
            body.operationName === 'AddStoredCard' ? { addStoredCard: result } : { verifyPayment: result },
        };
        break;
      }
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  received.length = 0;
  cards = [];
  addAnswer = {};
  vi.restoreAllMocks();
});

function renderCards(redirectResult: string | null = null) {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <StoredCards redirectResult={redirectResult} />
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

const sent = (operationName: string) => received.filter((body) => body.operationName === operationName);

describe('StoredCards', () => {
  it('lists the cards with brand, last four, expiry, default and status; makes another the default', async () => {
    cards = [
      card('c1', 'visa', '1142', { default: true }),
      card('c2', 'mc', '5454', { status: 'unverified' }),
      card('c3', 'amex', '8431', { status: 'failed', expiryMonth: 11, expiryYear: 2031 }),
    ];
    renderCards();
    const visa = await screen.findByRole('listitem', { name: 'Visa ending in 1142' });
    const mastercard = screen.getByRole('listitem', { name: 'Mastercard ending in 5454' });
    expect(within(visa).getByText('Expires 03/2030')).toBeTruthy();
    expect(within(visa).getByText('Default card')).toBeTruthy();
    expect(within(visa).getByText('Status: Verified')).toBeTruthy();
    expect(within(visa).queryByRole('button', { name: /Make default/ })).toBeNull();
    expect(within(mastercard).queryByText('Default card')).toBeNull();
    expect(within(mastercard).getByText('Status: Not checked yet')).toBeTruthy();
    const amex = screen.getByRole('listitem', { name: 'American Express ending in 8431' });
    expect(within(amex).getByText('Expires 11/2031')).toBeTruthy();
    expect(within(amex).getByText('Status: Check failed')).toBeTruthy();

    fireEvent.click(
      within(mastercard).getByRole('button', { name: 'Make default Mastercard ending in 5454' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Mastercard ending in 5454' })).queryByText(
          'Default card',
        ),
      ).toBeTruthy(),
    );
    expect(sent('UpdateDefaultStoredCard').map((body) => body.variables)).toEqual([{ id: 'c2' }]);
    expect(
      within(screen.getByRole('listitem', { name: 'Visa ending in 1142' })).queryByText('Default card'),
    ).toBeNull();
  });

  it('checks an unverified card again on request', async () => {
    cards = [card('c2', 'mc', '5454', { status: 'unverified', default: true })];
    renderCards();
    const item = await screen.findByRole('listitem', { name: 'Mastercard ending in 5454' });
    fireEvent.click(within(item).getByRole('button', { name: 'Check Mastercard ending in 5454' }));
    await within(item).findByText('Status: Verified');
    expect(sent('VerifyStoredCard').map((body) => body.variables)).toEqual([{ id: 'c2' }]);
    expect(within(item).queryByRole('button', { name: /^Check/ })).toBeNull();
  });

  it('deletes a card only after the user confirms', async () => {
    cards = [card('c1', 'visa', '1142', { default: true }), card('c2', 'amex', '8431')];
    renderCards();
    const amex = await screen.findByRole('listitem', { name: 'American Express ending in 8431' });
    fireEvent.click(within(amex).getByRole('button', { name: 'Delete American Express ending in 8431' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Delete the card American Express ending in 8431?',
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent('DeleteStoredCard')).toHaveLength(0);

    fireEvent.click(within(amex).getByRole('button', { name: 'Delete American Express ending in 8431' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete card' }));
    await screen.findByText('The card was deleted.');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /American Express/ })).toBeNull());
    expect(sent('DeleteStoredCard').map((body) => body.variables)).toEqual([{ id: 'c2' }]);
    expect(screen.getByRole('listitem', { name: 'Visa ending in 1142' })).toBeTruthy();
  });

  it('adds a card with the pay page card form and shows a refusal', async () => {
    renderCards();
    await screen.findByText('You have no saved cards yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    const form = screen.getByRole('form', { name: 'Card' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    // The card form's rule (cardSchema) answers once the form has checked it.
    expect((await within(form).findAllByText('This field is required.')).length).toBeGreaterThan(0);
    expect(sent('AddStoredCard')).toHaveLength(0);

    addAnswer = { resultCode: 'Refused', refusalReason: 'Not enough balance' };
    fireEvent.change(within(form).getByLabelText('Card number'), {
      target: { value: '4111 1111 1111 1111' },
    });
    fireEvent.change(within(form).getByLabelText('Expiry (MM/YY)'), { target: { value: '03/30' } });
    fireEvent.change(within(form).getByLabelText('Security code'), { target: { value: '737' } });
    fireEvent.change(within(form).getByLabelText('Name on card'), { target: { value: 'Ada Lovelace' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await screen.findByText('The card was refused: Not enough balance');
    expect(sent('AddStoredCard')[0]?.variables).toEqual({
      paymentMethod: {
        type: 'scheme',
        number: '4111111111111111',
        expiryMonth: '03',
        expiryYear: '2030',
        cvc: '737',
        holderName: 'Ada Lovelace',
      },
    });

    addAnswer = { resultCode: 'Authorised' };
    fireEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await screen.findByText('The card was saved.');
    await screen.findByRole('listitem', { name: 'Visa ending in 1111' });
    expect(screen.queryByRole('form', { name: 'Card' })).toBeNull();
  });

  it('finishes a 3-D Secure card check once when the bank page sends the user back', async () => {
    addAnswer = { resultCode: 'Authorised' };
    renderCards('signed-redirect-result');
    await screen.findByText('The card was saved.');
    await screen.findByRole('listitem', { name: 'Visa ending in 1111' });
    expect(sent('VerifyStoredCardPayment').map((body) => body.variables)).toEqual([
      { redirectResult: 'signed-redirect-result' },
    ]);
  });
});
