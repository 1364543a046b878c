'use client';

import { englishMessageForCode } from '@foundry/errors';
import { useState } from 'react';
import { useQuery } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import {
  AddressForm,
  type AddressFormValues,
  addressFormValues,
  addressInputOf,
  addressRefusalOf,
  CreateUserAddressMutation,
  EMPTY_ADDRESS_FORM,
} from '../addresses/index.ts';
import { useAuth } from '../auth/index.ts';
import {
  DeleteUserAddressMutation,
  ReadAccountAddressesQuery,
  UpdateUserAddressMutation,
} from './account-operations.ts';

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

/** The personal information page's address book: list, add, edit, delete, make default. */
export function AddressBook() {
  const { t, i18n } = useTexts(ACCOUNT_TEXTS);
  const { confirm, confirmDialog } = useConfirm();
  const client = useGraphqlClient();
  const { loggedIn } = useAuth();
  const [{ data, fetching }, reload] = useQuery({
    query: ReadAccountAddressesQuery,
    pause: !loggedIn,
    requestPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const addresses = data?.readUser.addresses.nodes ?? [];

  const refetch = () => reload({ requestPolicy: 'network-only' });
  const open = (next: Editing) => {
    setEditing(next);
    setNotice(null);
  };

  const save = async (values: AddressFormValues, isDefault: boolean) => {
    if (!editing) return undefined;
    const { label, address } = addressInputOf(values);
    const result =
      editing.kind === 'new'
        ? await client.mutation(CreateUserAddressMutation, { address, label, isDefault }).toPromise()
        : await client
            .mutation(UpdateUserAddressMutation, { id: editing.id, address, label, isDefault })
            .toPromise();
    if (result.error) return addressRefusalOf(result.error);
    setEditing(null);
    setNotice(t('accountArea.saved'));
    refetch();
    return undefined;
  };

  const remove = async (id: string, label: string) => {
    const yes = await confirm({
      title: t('accountArea.addresses.deleteConfirm', { label }),
      text: t('accountArea.addresses.deleteConfirmText'),
      cancel: t('accountArea.addresses.deleteCancel'),
      confirm: t('accountArea.addresses.deleteConfirmButton'),
    });
    if (!yes) return;
    const result = await client.mutation(DeleteUserAddressMutation, { id }).toPromise();
    if (result.error) {
      setNotice(i18n.t(failureOfOperation(result.error).messageKey) || englishMessageForCode(undefined));
      return;
    }
    setNotice(t('accountArea.addresses.deleted'));
    refetch();
  };

  const makeDefault = async (address: (typeof addresses)[number]) => {
    const { label, address: input } = addressInputOf(addressFormValues(address));
    const result = await client
      .mutation(UpdateUserAddressMutation, { id: address.id, address: input, label, isDefault: true })
      .toPromise();
    if (result.error) setNotice(i18n.t(failureOfOperation(result.error).messageKey));
    else refetch();
  };

  const editedAddress = editing?.kind === 'edit' ? addresses.find((a) => a.id === editing.id) : undefined;

  return (
    <section className="account-section" aria-labelledby="addresses-title">
      <h2 id="addresses-title">{t('accountArea.addresses.title')}</h2>
      {confirmDialog}
      <p role="status">{notice}</p>
      {!data && (fetching || !loggedIn) ? <p>{t('accountArea.loading')}</p> : null}
      {data && addresses.length === 0 ? <p>{t('accountArea.addresses.none')}</p> : null}
      <ul className="address-list">
        {addresses.map((address) => {
          const title = address.label || address.name;
          return (
            <li key={address.id} className="address-card" aria-label={title}>
              <h3>{title}</h3>
              {address.default ? <p>{t('accountArea.addresses.isDefault')}</p> : null}
              <address>
                {[
                  address.name,
                  address.organization,
                  ...address.address,
                  [address.zip, address.city].filter(Boolean).join(' '),
                  [address.state, address.country].filter(Boolean).join(', '),
                  address.vatNumber,
                  address.phone,
                ]
                  .filter(Boolean)
                  .join('\n')}
              </address>
              <div className="account-actions">
                <button
                  aria-label={`${t('accountArea.addresses.edit')} ${title}`}
                  type="button"
                  className="button"
                  onClick={() => open({ kind: 'edit', id: address.id })}
                >
                  {t('accountArea.addresses.edit')}
                </button>
                {address.default ? null : (
                  <button
                    aria-label={`${t('accountArea.addresses.makeDefault')} ${title}`}
                    type="button"
                    className="button"
                    onClick={() => void makeDefault(address)}
                  >
                    {t('accountArea.addresses.makeDefault')}
                  </button>
                )}
                <button
                  aria-label={`${t('accountArea.addresses.delete')} ${title}`}
                  type="button"
                  className="button"
                  onClick={() => void remove(address.id, title)}
                >
                  {t('accountArea.addresses.delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {editing ? (
        <AddressForm
          key={editing.kind === 'edit' ? editing.id : 'new'}
          title={t(
            editing.kind === 'new' ? 'accountArea.addresses.addTitle' : 'accountArea.addresses.editTitle',
          )}
          initial={editedAddress ? addressFormValues(editedAddress) : EMPTY_ADDRESS_FORM}
          initialDefault={editedAddress?.default ?? addresses.length === 0}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : loggedIn ? (
        <button type="button" className="button" onClick={() => open({ kind: 'new' })}>
          {t('accountArea.addresses.add')}
        </button>
      ) : null}
    </section>
  );
}
