import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { chooseOption } from './support/address-form.ts';

// Acceptance: a customer submits their own fonts-in-use project from the account with two pictures
// (uploaded as chosen, then the mutation with their file ids), sees it waiting for review and not on
// the public Fonts in Use page, edits it (one picture replaced), and deletes it after the dialog.

const email = `showcase-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A solid-colour PNG, encoded here so the journey needs no image files. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  const pixels = Buffer.concat(Array(height).fill(row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function addPictures(page: Page, files: { name: string; colour: [number, number, number] }[]) {
  // The ui FileField's button opens the system's picker.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Add pictures/ }).click();
  await (await chooser).setFiles(
    files.map(({ name, colour }) => ({ name, mimeType: 'image/png', buffer: png(48, 32, colour) })),
  );
}

test.describe('fonts in use from the account', () => {
  test.setTimeout(180_000);

  test('submit, edit and delete a project with pictures', async ({ page }) => {
    await page.goto('/my_account/login');
    const signUp = page.getByRole('form', { name: 'Create an account' });
    await signUp.getByLabel('Name').fill('Ada Lovelace');
    await signUp.getByLabel('E-mail').fill(email);
    await signUp.getByLabel('Password').fill('first-password-123');
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/my_account$/);

    await page.goto('/my_account/fonts_in_use');
    await expect(page.getByText('You have not submitted any projects yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Submit a project' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Submit a project' })).toBeVisible();

    // Checks on change; the submit stays local while something is missing.
    await page.getByRole('button', { name: 'Submit project' }).click();
    // Each message under its field (exact); the error summary repeats it after the field's name.
    await expect(page.getByText('Please name the project.', { exact: true })).toBeVisible();
    await expect(page.getByText('Please add at least one picture.', { exact: true })).toBeVisible();

    await page.getByLabel(/^Project title/).fill('Harbour Festival Posters');
    await page
      .getByRole('textbox', { name: /^Description/ })
      .fill('Posters and banners for a harbour festival.');
    await page.getByLabel('Designer’s website').fill('https://studio-nord.example');
    await page.getByLabel('Year').fill('2025');
    await chooseOption(page.locator('form.fiu-form'), 'Category', 'Posters');
    await chooseOption(page.locator('form.fiu-form'), 'Country', 'Czechia');
    await page.getByRole('checkbox', { name: 'Czech' }).check();
    await page.getByRole('checkbox', { name: 'Vollkorn' }).check();
    await addPictures(page, [
      { name: 'poster.png', colour: [200, 40, 40] },
      { name: 'banner.png', colour: [40, 40, 200] },
    ]);
    await expect(page.getByText('Uploaded')).toHaveCount(2);
    await expect(page.getByAltText('Picture 2 of the project')).toBeVisible();
    await page.getByRole('button', { name: 'Submit project' }).click();

    await expect(page.getByText('Thank you! Your project was sent and will be reviewed.')).toBeVisible();
    await expect(page).toHaveURL(/\/my_account\/fonts_in_use$/);
    const item = page.getByRole('listitem').filter({ hasText: 'Harbour Festival Posters' });
    await expect(item.getByText('Waiting for review')).toBeVisible();
    await expect(item.getByText('2025 · Vollkorn')).toBeVisible();

    // Not public until reviewed.
    await page.goto('/fonts/in-use');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Harbour Festival Posters')).toHaveCount(0);

    // Edit: a new title, the first picture removed and another added (replaced wholesale).
    await page.goto('/my_account/fonts_in_use');
    await page.getByRole('link', { name: 'Edit Harbour Festival Posters' }).click();
    await expect(page.getByLabel(/^Project title/)).toHaveValue('Harbour Festival Posters');
    await expect(page.getByText('Uploaded')).toHaveCount(2);
    await page.getByLabel(/^Project title/).fill('Harbour Festival 2025');
    await page.getByRole('button', { name: 'Remove picture 1' }).click();
    await addPictures(page, [{ name: 'flag.png', colour: [40, 160, 40] }]);
    await expect(page.getByText('Uploaded')).toHaveCount(2);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes were saved and will be reviewed.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Harbour Festival 2025' })).toBeVisible();

    await page.getByRole('link', { name: 'Edit Harbour Festival 2025' }).click();
    await expect(page.getByText('Uploaded')).toHaveCount(2);
    await page.getByRole('link', { name: 'Back to your projects' }).click();

    // Delete after the dialog.
    await page.getByRole('button', { name: 'Delete Harbour Festival 2025' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this project?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete project' }).click();
    await expect(page.getByText('“Harbour Festival 2025” was deleted.')).toBeVisible();
    await expect(page.getByText('You have not submitted any projects yet.')).toBeVisible();
  });
});
