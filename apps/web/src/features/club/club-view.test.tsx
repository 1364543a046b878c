// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { ClubView } from './club-view.tsx';

afterEach(cleanup);
const t = serverT();

const SPECIMEN = {
  __typename: 'ClubReward' as const,
  id: '1',
  title: 'Vollkorn letterpress specimen',
  description: 'Printed by letterpress.',
  points: 150,
  stock: 3,
  specimen: { url: '/files/images/specimen.png', width: 800, height: 600, alt: 'Vollkorn specimen picture' },
};
const VOUCHER = {
  __typename: 'ClubVoucher' as const,
  rewardID: '4',
  title: '€10 voucher',
  points: 200,
  price: { amount: 1000, currency: 'EUR' },
};

describe('/club', () => {
  it('explains the club, lists rewards and vouchers with their points, and shows the way in', () => {
    renderInApp(<ClubView rewards={[SPECIMEN, VOUCHER]} apiUrl="http://api.example" t={t} />);
    expect(screen.getByRole('heading', { level: 1, name: 'The Club' })).toBeTruthy();
    expect(screen.getByText(/One point for every whole euro/)).toBeTruthy();
    const rewards = screen.getByRole('region', { name: 'Rewards' });
    const items = within(rewards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('150 points')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('3 left')).toBeTruthy();
    expect(
      within(items[0] as HTMLElement).getByRole('img', { name: 'Vollkorn specimen picture' }),
    ).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Voucher worth €10.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/my_account/login?intended=%2Fmy_account%2Fclub',
    );
  });

  it('says so when there are no rewards', () => {
    renderInApp(<ClubView rewards={[]} apiUrl="http://api.example" t={t} />);
    expect(screen.getByText('There are no rewards at the moment.')).toBeTruthy();
  });
});
