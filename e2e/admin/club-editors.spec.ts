import { expect, test } from '@playwright/test';
import { adminURL } from '../support/urls.ts';
import { signInToBackOffice } from './back-office-journey.ts';

// The club's editor panels in the back office (docs/back-office.md): a new reward and a new webinar
// are refused with the page's own words while a number is not whole, then saved; editing one offers
// the way back to a new one. A crowdfunding project is checked the same way.

test.describe('club editors, as the demo owner', () => {
  test.setTimeout(180_000);

  test('a reward and a webinar: checked, saved, edited', async ({ page }) => {
    const stamp = Date.now().toString(36);
    await signInToBackOffice(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.goto(`${adminURL}/#/rewards`);
    const reward = page.getByRole('form', { name: 'New reward' });
    await reward.getByLabel('Title', { exact: true }).fill(`Pin ${stamp}`);
    await reward.getByLabel('Points it costs').fill('ten');
    await reward.getByRole('button', { name: 'Save reward' }).click();
    await expect(reward.getByText('A whole number.')).toBeVisible();
    await reward.getByLabel('Points it costs').fill('120');
    await reward.getByRole('button', { name: 'Save reward' }).click();
    await expect(reward.getByText(`“Pin ${stamp}” is saved.`)).toBeVisible();
    await page.getByRole('button', { name: `Edit Pin ${stamp}` }).click();
    const editing = page.getByRole('form', { name: `Edit “Pin ${stamp}”` });
    await editing.getByRole('button', { name: 'New reward instead' }).click();
    await expect(page.getByRole('form', { name: 'New reward' })).toBeVisible();

    await page.goto(`${adminURL}/#/webinars`);
    const webinar = page.getByRole('form', { name: 'New webinar' });
    await webinar.getByLabel('Title', { exact: true }).fill(`Kerning ${stamp}`);
    await webinar.getByLabel('Start (UTC)').fill('2030-05-04T17:00');
    await webinar.getByLabel('Length in minutes').fill('1.5');
    await webinar.getByRole('button', { name: 'Save webinar' }).click();
    await expect(webinar.getByText('A whole number of minutes.')).toBeVisible();
    await webinar.getByLabel('Length in minutes').fill('45');
    await webinar.getByRole('button', { name: 'Save webinar' }).click();
    await expect(webinar.getByText(`“Kerning ${stamp}” is saved.`)).toBeVisible();

    await page.goto(`${adminURL}/#/crowdfunding`);
    const project = page.getByRole('form', { name: 'New project' });
    await project.getByLabel('Title', { exact: true }).fill(`Sans ${stamp}`);
    await project.getByLabel('Address (last part)').fill(`sans-${stamp}`);
    await project.getByLabel('Goal in points').fill('lots');
    await project.getByLabel('Last day of pledges').fill('2030-06-30');
    await project.getByRole('button', { name: 'Save project' }).click();
    await expect(project.getByText('A whole number.')).toBeVisible();
  });
});
