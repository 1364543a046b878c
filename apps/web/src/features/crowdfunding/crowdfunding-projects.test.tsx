// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { type Body, startStandInApi } from '../../lib/testing/account-stand-in-api.ts';
import { AuthProvider } from '../auth/index.ts';
import { CrowdfundingProjects } from './crowdfunding-projects.tsx';

let api: Awaited<ReturnType<typeof startStandInApi>>;
beforeAll(async () => {
  api = await startStandInApi();
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  api.reset();
});

type State = { club: boolean; balance: number; funded: number; pledges: number; status: string };
let state: State;

const running = () => ({
  __typename: 'CrowdfundingProject',
  id: '1',
  title: 'Vollkorn Display',
  description: 'An optical size for headlines.',
  status: state.status,
  goal: 5000,
  deadline: '2026-12-31',
  estimatedDelivery: 'Next spring',
  fundedDate: state.status === 'Funded' ? '2026-11-22' : null,
  goalProgress: Math.min(1, state.funded / 5000),
  fundedPoints: state.funded,
  transactionsCount: state.pledges,
  logo: { url: 'http://api.test/files/logo.png', width: 600, height: 600, alt: 'Vollkorn Display logo' },
  rewards: [
    { id: 'r1', title: 'Credits', description: 'Your name in the credits.', points: 100 },
    { id: 'r2', title: 'Early access', description: 'The beta fonts.', points: 500 },
  ],
  updates: [{ id: 'u1', date: '2026-11-10', title: 'First weight drawn', body: 'The Regular is done.' }],
});
const funded = () => ({
  ...running(),
  id: '2',
  title: 'Inter Mono Italics',
  status: 'Funded',
  fundedDate: '2026-10-01',
  goalProgress: 1,
  fundedPoints: 0,
  transactionsCount: 0,
  rewards: [],
  updates: [],
});

const error = (code: number) => ({ data: null, errors: [{ message: 'refused', extensions: { code } }] });

/** A stand-in that keeps the balance and the project's totals like the real API, with its refusals. */
function answerLikeTheApi() {
  api.answer('ReadCrowdfundingProjects', () => ({
    data: {
      readCrowdfundingProjects: {
        nodes: [running(), funded()],
        pageInfo: { hasNextPage: false, nextPage: 2 },
      },
      readUserClubInfo: { __typename: 'UserClubInfo', club: state.club, clubPoints: state.balance },
    },
  }));
  api.answer('CrowdfundingProjectFund', (body: Body) => {
    const { points, rewardID } = body.variables as { points: number; rewardID: string | null };
    if (state.status !== 'Running') return error(401);
    if (points <= 0 || (rewardID === 'r2' && points < 500)) return error(403);
    if (points > state.balance) return error(404);
    state.balance -= points;
    state.funded += points;
    state.pledges += 1;
    if (state.funded >= 5000) state.status = 'Funded';
    return { data: { crowdfundingProjectFund: running() } };
  });
}

function renderProjects() {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: api.origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <CrowdfundingProjects />
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

const progressOf = (name: string) => screen.getByRole('progressbar', { name: `Funding of ${name}` });
const pointsField = (project: HTMLElement) =>
  within(project).getByRole('spinbutton', { name: 'Points' }) as HTMLInputElement;

// The first render warms up i18n and urql on a loaded machine: give it room.
describe('CrowdfundingProjects', { timeout: 30_000 }, () => {
  it('shows the progress as an accessible bar and a pledge grows it and lowers the balance', async () => {
    state = { club: true, balance: 1000, funded: 1200, pledges: 3, status: 'Running' };
    answerLikeTheApi();
    renderProjects();
    const project = (await screen.findByRole('article', { name: 'Vollkorn Display' })) as HTMLElement;
    const bar = progressOf('Vollkorn Display');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('24');
    expect(bar.getAttribute('aria-valuetext')).toBe('1,200 of 5,000 points (24 %)');
    expect(screen.getByText('You have 1000 points to pledge.')).toBeTruthy();
    expect(within(project).getByText('3 pledges')).toBeTruthy();

    // Choosing a reward raises the points to what it needs.
    fireEvent.click(within(project).getByRole('radio', { name: 'Early access (from 500 points)' }));
    expect(pointsField(project).value).toBe('500');
    fireEvent.change(pointsField(project), { target: { value: '600' } });
    fireEvent.click(within(project).getByRole('button', { name: 'Pledge' }));

    expect(await within(project).findByText('Thank you: you pledged 600 points.')).toBeTruthy();
    expect(api.sent('CrowdfundingProjectFund')[0]?.variables).toEqual({
      points: 600,
      projectID: '1',
      rewardID: 'r2',
    });
    expect(await screen.findByText('You have 400 points to pledge.')).toBeTruthy();
    expect(progressOf('Vollkorn Display').getAttribute('aria-valuetext')).toBe(
      '1,800 of 5,000 points (36 %)',
    );
    expect(within(project).getByText('4 pledges')).toBeTruthy();
  });

  it('shows the refusals 404, 403 and 401 in words', async () => {
    state = { club: true, balance: 300, funded: 4900, pledges: 9, status: 'Running' };
    answerLikeTheApi();
    renderProjects();
    const project = (await screen.findByRole('article', { name: 'Vollkorn Display' })) as HTMLElement;
    const form = within(project).getByRole('form', { name: 'Pledge points' });
    const pledge = async (value: string, words: string) => {
      fireEvent.change(pointsField(project), { target: { value } });
      fireEvent.submit(form);
      await waitFor(() => expect(within(project).getByRole('alert').textContent).toContain(words));
    };
    await pledge('400', 'You do not have enough points for this.');
    // The form's own rule (crowdfundingPledgeSchema) refuses these before asking the API.
    const asked = api.sent('CrowdfundingProjectFund').length;
    await pledge('0', 'Points: Enter at least 1.');
    await pledge('2.5', 'Points: Enter a whole number.');
    fireEvent.click(within(project).getByRole('radio', { name: 'Early access (from 500 points)' }));
    await pledge('450', 'Points: This reward needs at least 500 points.');
    expect(api.sent('CrowdfundingProjectFund')).toHaveLength(asked);
    state.status = 'Funded';
    fireEvent.click(within(project).getByRole('radio', { name: 'No reward, just support' }));
    await pledge('100', 'This project cannot be funded at the moment.');
    expect(state.balance).toBe(300);
  });

  it('offers no pledge form on a Funded project nor to a reader outside the club', async () => {
    state = { club: false, balance: 0, funded: 0, pledges: 0, status: 'Running' };
    answerLikeTheApi();
    renderProjects();
    const project = (await screen.findByRole('article', { name: 'Vollkorn Display' })) as HTMLElement;
    expect(within(project).queryByRole('form')).toBeNull();
    expect(within(project).getByText(/Join the club to pledge your points\./)).toBeTruthy();
    expect(screen.queryByText(/points to pledge/)).toBeNull();

    const done = screen.getByRole('article', { name: 'Inter Mono Italics' });
    expect(within(done).getByText('Funded')).toBeTruthy();
    expect(within(done).getByText('Funded on 1 October 2026')).toBeTruthy();
    expect(progressOf('Inter Mono Italics').getAttribute('aria-valuenow')).toBe('100');
    expect(within(done).queryByText(/Join the club/)).toBeNull();
  });
});
