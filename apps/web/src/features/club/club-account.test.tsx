// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { type Body, startStandInApi } from '../../lib/testing/account-stand-in-api.ts';
import { chooseSelectOption } from '../../ui/select-test-support.ts';
import { AuthProvider } from '../auth/index.ts';
import { ClubAccount } from './club-account.tsx';

let api: Awaited<ReturnType<typeof startStandInApi>>;
beforeAll(async () => {
  api = await startStandInApi();
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  api.reset();
});

type Voucher = { id: string; code: string };
let state: { balance: number; vouchers: Voucher[]; club: boolean };

const POSTER = {
  __typename: 'ClubReward',
  id: '11',
  title: 'Inter poster',
  points: 300,
  description: 'Every weight.',
  specimen: {
    url: 'http://api.test/files/poster.png',
    width: 800,
    height: 600,
    alt: 'Inter poster: specimen',
  },
};
const VOUCHER = {
  __typename: 'ClubVoucher',
  rewardID: '21',
  title: '€10 voucher',
  points: 200,
  price: { amount: 1000, currency: 'EUR' },
};
const error = (code: number) => ({ data: null, errors: [{ message: 'refused', extensions: { code } }] });

/** Answers like the API: claims spend the balance (404 when short), vouchers get a code. */
function answerLikeTheApi() {
  api.answer('ReadClubAccount', () => ({
    data: {
      readUserClubInfo: {
        club: state.club,
        clubPoints: state.balance,
        clubPointsText: `You have ${state.balance} points`,
        clubPointsExpiration: '2028-03-01T10:00:00.000Z',
        clubPointsExpiring: 70,
        referralCode: state.club ? 'K7M2QX9D' : null,
        referralsCount: 2,
        developmentFontsCount: 1,
        upcomingWebinarsCount: 1,
        activeCrowdfunding: true,
      },
      readClubAvailableRewards: state.club ? [POSTER, VOUCHER].filter((r) => r.points <= state.balance) : [],
      readClubVouchers: state.vouchers.map((voucher) => ({
        ...voucher,
        title: '€10 voucher',
        used: false,
        points: 200,
        issuedAt: '2026-11-22T08:00:00.000Z',
        price: { amount: 1000, currency: 'EUR' },
      })),
      readUser: {
        id: '7',
        addresses: {
          nodes: [
            { id: 'a1', label: 'Home', name: 'Ada Lovelace', city: 'London', default: true },
            { id: 'a2', label: 'Studio', name: 'Ada Lovelace', city: 'Brno', default: false },
          ],
        },
      },
    },
  }));
  api.answer('CreateClubReward', (body: Body) => {
    const { rewardID } = body.variables as { rewardID: string };
    const reward = [POSTER, VOUCHER].find((r) => ('rewardID' in r ? r.rewardID : r.id) === rewardID);
    if (!reward) return error(215);
    if (reward.points > state.balance) return error(404);
    state.balance -= reward.points;
    const voucher =
      reward === VOUCHER ? { id: `v${state.vouchers.length + 1}`, code: 'CLUB-ABCDEFGH23' } : null;
    if (voucher) state.vouchers.push(voucher);
    return {
      data: {
        createClubReward: {
          id: '99',
          status: voucher ? 'ISSUED' : 'PENDING',
          points: reward.points,
          voucher,
        },
      },
    };
  });
  api.answer('ReadClubHistory', (body: Body) => {
    const page = (body.variables.page as number | undefined) ?? 1;
    expect(body.variables.pageSize).toBe(20);
    const count = page === 1 ? 20 : 3;
    return {
      data: {
        readClubTransactionHistory: {
          nodes: Array.from({ length: count }, (_, index) => ({
            id: `${page}-${index}`,
            points: page === 1 ? 10 : -5,
            description: `Move ${page}-${index}`,
            created: '2026-11-01T00:00:00.000Z',
          })),
          pageInfo: { hasNextPage: page === 1, nextPage: page + 1 },
        },
      },
    };
  });
}

function renderClub() {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: api.origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <ClubAccount links={{ webinars: true, crowdfunding: true }} />
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

// The first render warms up i18n and urql on a loaded machine: give it room.
describe('ClubAccount', { timeout: 30_000 }, () => {
  it('shows the balance, the next lapse and the referral code, and claims a voucher that is then listed with its code', async () => {
    state = { balance: 450, vouchers: [], club: true };
    answerLikeTheApi();
    renderClub();
    expect(await screen.findByText('You have 450 points')).toBeTruthy();
    expect(screen.getByText('70 of them lapse on 1 March 2028.')).toBeTruthy();
    expect(screen.getByText('K7M2QX9D')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Webinars' }).getAttribute('href')).toBe(
      '/my_account/club/webinars',
    );
    expect(screen.getByText('You have no vouchers yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Claim €10 voucher' }));
    expect(
      await screen.findByText('Claimed: €10 voucher. Your voucher code is CLUB-ABCDEFGH23.'),
    ).toBeTruthy();
    expect(api.sent('CreateClubReward')[0]?.variables).toEqual({ rewardID: '21', shippingAddressID: null });
    expect(await screen.findByText('You have 250 points')).toBeTruthy();
    const vouchers = screen.getByRole('region', { name: 'Your vouchers' });
    expect(within(vouchers).getByText('CLUB-ABCDEFGH23')).toBeTruthy();
  });

  it('ships a reward to the address chosen, and says so in words when the points are short', async () => {
    state = { balance: 320, vouchers: [], club: true };
    answerLikeTheApi();
    renderClub();
    const poster = (await screen.findByRole('article', { name: 'Inter poster' })) as HTMLElement;
    // The default address first.
    expect(within(poster).getByRole('button', { name: /Ship to/ }).textContent).toContain(
      'Home, Ada Lovelace, London',
    );
    await chooseSelectOption(poster, 'Ship to', 'Studio, Ada Lovelace, Brno');
    // Another tab spent the points meanwhile: the API refuses with 404.
    state.balance = 100;
    fireEvent.click(within(poster).getByRole('button', { name: 'Claim Inter poster' }));
    expect(await within(poster).findByRole('alert')).toBeTruthy();
    expect(within(poster).getByRole('alert').textContent).toContain(
      'You do not have enough points for this.',
    );
    expect(api.sent('CreateClubReward')[0]?.variables).toEqual({ rewardID: '11', shippingAddressID: 'a2' });
  });

  it('pages the history with Show more', async () => {
    state = { balance: 0, vouchers: [], club: true };
    answerLikeTheApi();
    renderClub();
    const history = (await screen.findByRole('region', { name: 'History' })) as HTMLElement;
    expect(await within(history).findByText('Move 1-19')).toBeTruthy();
    fireEvent.click(within(history).getByRole('button', { name: 'Show more' }));
    expect(await within(history).findByText('Move 2-2')).toBeTruthy();
    expect(within(history).getAllByRole('listitem')).toHaveLength(23);
    expect(api.sent('ReadClubHistory').map((body) => body.variables.page ?? 1)).toEqual([1, 2]);
  });

  it('tells an account outside the club how to join and offers nothing to claim', async () => {
    state = { balance: 40, vouchers: [], club: false };
    answerLikeTheApi();
    renderClub();
    expect(
      await screen.findByText('You are not in the club. Switch it on below to collect and spend points.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Claim/ })).toBeNull();
    expect(screen.queryByText('K7M2QX9D')).toBeNull();
  });
});
