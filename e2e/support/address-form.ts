import { expect, type Locator, type Page } from '@playwright/test';

/** The journeys' customer address: a studio in Brno. */
export const BRNO_ADDRESS = { name: 'Ada Lovelace', address: 'Křenová 67', city: 'Brno', zip: '602 00' };

/** Picks an option of a ui Select (a button that opens a listbox in a popover beside the form). */
export async function chooseOption(scope: Locator, label: string, option: string): Promise<void> {
  const select = selectNamed(scope, label);
  // Already chosen (a product's first variant in stock is preselected): nothing to open.
  if (((await select.textContent()) ?? '').trim().startsWith(option)) return;
  const choice = scope.page().getByRole('option', { name: option, exact: true });
  // A click that lands before the page has hydrated opens nothing: press again until the list shows.
  await expect(async () => {
    if (!(await choice.isVisible())) await select.click();
    await expect(choice).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await choice.click();
}

/** A ui Select by its label: its button, whose text is the chosen option. */
export function selectNamed(scope: Locator | Page, label: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`\\b${label}\\b`) });
}

/**
 * Fills an address form (the checkout's 'Add a new address' or the account's 'New address') with
 * the required fields and saves it; `label` and `zip` are the optional ones some journeys check.
 */
export async function saveAddressForm(
  form: Locator,
  { label, zip }: { label?: string; zip?: string } = {},
): Promise<void> {
  if (label) await form.getByLabel('Label (optional)').fill(label);
  await form.getByLabel('Name', { exact: true }).fill(BRNO_ADDRESS.name);
  await form.getByLabel('Address', { exact: true }).fill(BRNO_ADDRESS.address);
  await form.getByLabel('City', { exact: true }).fill(BRNO_ADDRESS.city);
  if (zip) await form.getByLabel('ZIP code (optional)').fill(zip);
  await chooseOption(form, 'Country', 'Czechia');
  await form.getByLabel('Phone', { exact: true }).fill('+420 123 456 789');
  await form.getByRole('button', { name: 'Save' }).click();
}
