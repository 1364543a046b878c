import { AppError, ERROR_CODE } from '@foundry/errors';
import type { AddressRepository, AddressRow } from '../../repositories/address-repository.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { type AccountAddressInput, accountAddressFields } from './account-address-input.ts';
import { requireAccount } from './require-account.ts';

export interface UserAddressArgs {
  address: AccountAddressInput;
  label?: string | null | undefined;
  isDefault?: boolean | null | undefined;
}

/** An id of the caller's address book; anything else (malformed, unknown, another user's) is 'not found'. */
function addressIdOf(raw: string | number): number | null {
  const text = String(raw);
  return /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}

/** Code 103 'user invalid' on the id field, for an address that is not the caller's (or none at all). */
function notFound(): AppError {
  return new AppError(ERROR_CODE.USER_INVALID, { fields: { id: 'Address not found.' } });
}

/** createUserAddress: adds to the signed-in user's book (the first address is the default). */
export async function createUserAddress(
  args: UserAddressArgs,
  viewer: SessionUser | null,
  addresses: AddressRepository,
): Promise<AddressRow> {
  const user = requireAccount(viewer);
  const fields = await accountAddressFields(args.address, args.label, addresses);
  return addresses.create(user.id, fields, { isDefault: args.isDefault === true });
}

/** updateUserAddress: replaces one of the user's own addresses; 103 on `id` for any other id. */
export async function updateUserAddress(
  args: UserAddressArgs & { id: string | number },
  viewer: SessionUser | null,
  addresses: AddressRepository,
): Promise<AddressRow> {
  const user = requireAccount(viewer);
  const id = addressIdOf(args.id);
  if (id === null || !(await addresses.findOwned(user.id, id))) throw notFound();
  const fields = await accountAddressFields(args.address, args.label, addresses);
  const row = await addresses.updateOwned(user.id, id, fields, { isDefault: args.isDefault ?? null });
  if (!row) throw notFound();
  return row;
}

/** deleteUserAddress: removes one of the user's own addresses and returns the remaining ones. */
export async function deleteUserAddress(
  args: { id: string | number },
  viewer: SessionUser | null,
  addresses: AddressRepository,
): Promise<AddressRow[]> {
  const user = requireAccount(viewer);
  const id = addressIdOf(args.id);
  if (id === null || !(await addresses.deleteOwned(user.id, id))) throw notFound();
  return addresses.listForUser(user.id);
}
