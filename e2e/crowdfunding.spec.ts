import { expect, test } from '@playwright/test';
import { buyClubPointsThroughApi, newCustomerEmail, signUpInBrowser } from './support/account-journey.ts';

// Club crowdfunding (docs/club-events.md): a new customer joins the club, buys club points through
// the real API (createClubPointsOrder paid by the test card, credited when PAID), then pledges to the
// running demo project on /my_account/club/crowdfunding and sees its progress and their balance move.

test.describe('club crowdfunding', () => {
  test.setTimeout(180_000);

  test('a club member with points pledges to the running project and sees the progress grow', async ({
    page,
  }) => {
    await signUpInBrowser(page, { email: newCustomerEmail('backer') });
    await buyClubPointsThroughApi(page, 800);

    await page.goto('/my_account/club/crowdfunding');
    await expect(page.getByRole('heading', { level: 1, name: 'Crowdfunding' })).toBeVisible();
    await expect(page.getByText('You have 800 points to pledge.')).toBeVisible();
    const project = page.getByRole('article', { name: 'Vollkorn Display' });
    const progress = project.getByRole('progressbar', { name: 'Funding of Vollkorn Display' });
    // Other journeys may have pledged to the demo project already: compare with what it showed.
    const before = Number(await progress.getAttribute('aria-valuenow'));
    const beforeText = (await progress.getAttribute('aria-valuetext')) ?? '';
    const pledgedBefore = Number(beforeText.split(' of ')[0]?.replace(/,/g, ''));

    await project.getByRole('radio', { name: 'Early access (from 500 points)' }).check();
    await expect(project.getByRole('spinbutton', { name: 'Points' })).toHaveValue('500');
    await project.getByRole('spinbutton', { name: 'Points' }).fill('750');
    await project.getByRole('button', { name: 'Pledge' }).click();

    await expect(project.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
      'Thank you: you pledged 750 points.',
    );
    await expect(page.getByText('You have 50 points to pledge.')).toBeVisible();
    await expect(progress).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`^${(pledgedBefore + 750).toLocaleString('en-GB')} of 5,000 points`),
    );
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(before);

    // A second pledge above the balance is refused in words, and nothing moves.
    await project.getByRole('radio', { name: 'No reward, just support' }).check();
    await project.getByRole('spinbutton', { name: 'Points' }).fill('100');
    await project.getByRole('button', { name: 'Pledge' }).click();
    await expect(project.getByRole('alert')).toContainText('You do not have enough points for this.');
    await expect(page.getByText('You have 50 points to pledge.')).toBeVisible();

    // The webinars page lists the club's sessions with the join link for the member.
    await page.goto('/my_account/club/webinars');
    const webinar = page.getByRole('article', { name: 'Spacing and kerning, live' });
    await expect(
      webinar.getByRole('link', { name: 'Join the webinar Spacing and kerning, live' }),
    ).toHaveAttribute('href', 'https://meet.example.com/club/spacing-and-kerning');
    const calendar = webinar.getByRole('link', { name: 'Add Spacing and kerning, live to your calendar' });
    const ics = await page.request.get((await calendar.getAttribute('href')) ?? '');
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain('URL:https://meet.example.com/club/spacing-and-kerning');
  });
});
