import { isGeneralText, type OrderAddressFields, orderAddressFieldErrors } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { AddressFields, AddressRepository } from '../../repositories/address-repository.ts';

/** An address as the account forms send it (AddressInput): the domain's address shape. */
export type AccountAddressInput = OrderAddressFields;

const LABEL_MAX_LENGTH = 60;
const REQUIRED = 'This field is required.';

function optional(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Checks an account address and returns its stored fields, or throws AppError 103 with a message per
 * field. Name, city, country and phone are required (the default-address rule of docs/forms.md, applied to
 * every address since any may become the default); the street lines, zip, state, organisation and
 * VAT number are optional; zip and phone follow the site's patterns; the country and state must be
 * ones the shop knows.
 */
export async function accountAddressFields(
  input: AccountAddressInput,
  label: string | null | undefined,
  addresses: Pick<AddressRepository, 'knownPlace'>,
): Promise<AddressFields> {
  const lines = input.address.map((line) => line.trim());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const cleaned = {
    name: input.name.trim(),
    organization: optional(input.organization),
    address: lines,
    city: input.city.trim(),
    zip: optional(input.zip),
    country: input.country.trim().toUpperCase(),
    state: optional(input.state),
    vatNumber: optional(input.vatNumber),
    phone: optional(input.phone),
  };
  const errors = orderAddressFieldErrors(cleaned);
  // The order rules require a street line; the account's do not.
  if (lines.length === 0 || lines[0] === '') {
    if (lines.length === 0) delete errors.address;
    else errors.address = 'Please fill in the first line.';
  }
  if (cleaned.phone === null) errors.phone = REQUIRED;
  const cleanLabel = optional(label);
  if (cleanLabel !== null) {
    if (cleanLabel.length > LABEL_MAX_LENGTH) errors.label = `At most ${LABEL_MAX_LENGTH} characters.`;
    else if (!isGeneralText(cleanLabel)) errors.label = 'This field contains a forbidden character.';
  }
  if (!errors.country) {
    const known = await addresses.knownPlace(cleaned.country, cleaned.state);
    if (!known.country) errors.country = 'Please choose a country.';
    else if (!known.state && !errors.state) errors.state = 'Please choose a state of this country.';
  }
  if (Object.keys(errors).length > 0) throw new AppError(ERROR_CODE.USER_INVALID, { fields: errors });
  return {
    label: cleanLabel,
    name: cleaned.name,
    organization: cleaned.organization,
    addressLine1: lines[0] ?? null,
    addressLine2: optional(lines[1]),
    addressLine3: optional(lines[2]),
    city: cleaned.city,
    zip: cleaned.zip,
    countryCode: cleaned.country,
    stateCode: cleaned.state,
    vatNumber: cleaned.vatNumber,
    phone: cleaned.phone,
  };
}
