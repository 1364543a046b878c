import { addresses as addressTable, users } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createAccountTestApp, fieldsOf, HOME, sender, signUp } from './account-helpers.ts';
import type { TestApp } from './harness.ts';

const ADDRESS_FIELDS = 'id label name organization address city zip country state vatNumber phone default';
const CREATE = /* GraphQL */ `
  mutation ($address: AddressInput!, $label: String, $isDefault: Boolean) {
    createUserAddress(address: $address, label: $label, isDefault: $isDefault) { ${ADDRESS_FIELDS} }
  }`;
const UPDATE = /* GraphQL */ `
  mutation ($id: ID!, $address: AddressInput!, $label: String, $isDefault: Boolean) {
    updateUserAddress(id: $id, address: $address, label: $label, isDefault: $isDefault) { ${ADDRESS_FIELDS} }
  }`;
const DELETE = /* GraphQL */ `mutation ($id: ID!) { deleteUserAddress(id: $id) { id default } }`;
const READ = /* GraphQL */ `{ readUser { city country addresses { nodes { id default label } pageInfo { hasNextPage nextPage } } defaultAddress { id name city } } }`;

type AddressAnswer = Record<string, unknown> & { id: string; default: boolean };

describe('the address book', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
  });
  afterAll(() => app.close());

  it('adds addresses (the first is the default), lists them default first, and mirrors the default onto the user', async () => {
    const { cookie } = await signUp(app, 'book@example.com');
    const first = await send<{ createUserAddress: AddressAnswer }>(
      CREATE,
      { address: HOME, label: 'Home' },
      cookie,
    );
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.createUserAddress).toMatchObject({
      label: 'Home',
      name: 'Ada Lovelace',
      address: ['12 St James’s Square', 'Flat 2'],
      country: 'GB',
      zip: 'SW1Y 4JH',
      default: true,
    });
    const office = {
      ...HOME,
      name: 'Ada at work',
      address: ['1 Main St'],
      city: 'Boston',
      zip: '02108',
      country: 'us',
      state: 'MA',
    };
    const second = await send<{ createUserAddress: AddressAnswer }>(
      CREATE,
      { address: office, label: 'Office' },
      cookie,
    );
    expect(second.body.data?.createUserAddress).toMatchObject({ country: 'US', state: 'MA', default: false });

    const me = await send<{ readUser: Record<string, unknown> }>(READ, undefined, cookie);
    expect(me.body.data?.readUser).toEqual({
      city: 'London',
      country: 'GB',
      addresses: {
        nodes: [
          { id: first.body.data?.createUserAddress.id, default: true, label: 'Home' },
          { id: second.body.data?.createUserAddress.id, default: false, label: 'Office' },
        ],
        pageInfo: { hasNextPage: false, nextPage: 2 },
      },
      defaultAddress: { id: first.body.data?.createUserAddress.id, name: 'Ada Lovelace', city: 'London' },
    });

    // Making the office the default moves the flag (one default per user) and the user's own fields.
    const moved = await send<{ updateUserAddress: AddressAnswer }>(
      UPDATE,
      { id: second.body.data?.createUserAddress.id, address: office, label: 'Office', isDefault: true },
      cookie,
    );
    expect(moved.body.data?.updateUserAddress.default).toBe(true);
    const after = await send<{ readUser: { city: string; addresses: { nodes: AddressAnswer[] } } }>(
      READ,
      undefined,
      cookie,
    );
    expect(after.body.data?.readUser.city).toBe('Boston');
    expect(after.body.data?.readUser.addresses.nodes.filter((address) => address.default)).toHaveLength(1);

    // Deleting the default promotes the oldest remaining address.
    const left = await send<{ deleteUserAddress: AddressAnswer[] }>(
      DELETE,
      { id: second.body.data?.createUserAddress.id },
      cookie,
    );
    expect(left.body.data?.deleteUserAddress).toEqual([
      { id: first.body.data?.createUserAddress.id, default: true },
    ]);
    const [user] = await app.database.db
      .select({ city: users.city })
      .from(users)
      .where(eq(users.email, 'book@example.com'));
    expect(user?.city).toBe('London');
  });

  it('checks the fields: name, city, country and phone required; zip and phone patterns; known country and state', async () => {
    const { cookie } = await signUp(app, 'checks@example.com');
    const missing = await send(CREATE, { address: { ...HOME, name: ' ', city: '', phone: '' } }, cookie);
    expect(codeOf(missing)).toBe(103);
    expect(fieldsOf(missing)).toMatchObject({
      name: 'This field is required.',
      city: 'This field is required.',
      phone: 'This field is required.',
    });
    const patterns = await send(CREATE, { address: { ...HOME, zip: '12#45', phone: 'call me' } }, cookie);
    expect(Object.keys(fieldsOf(patterns) ?? {}).sort()).toEqual(['phone', 'zip']);
    const unknownCountry = await send(CREATE, { address: { ...HOME, country: 'XX' } }, cookie);
    expect(fieldsOf(unknownCountry)).toEqual({ country: 'Please choose a country.' });
    const wrongState = await send(CREATE, { address: { ...HOME, country: 'US', state: 'ZZ' } }, cookie);
    expect(fieldsOf(wrongState)).toEqual({ state: 'Please choose a state of this country.' });
    // Optional fields may be left out entirely, street lines included.
    const minimal = await send<{ createUserAddress: AddressAnswer }>(
      CREATE,
      { address: { name: 'Min', address: [], city: 'Berlin', country: 'DE', phone: '030 1234' } },
      cookie,
    );
    expect(minimal.body.errors).toBeUndefined();
    expect(minimal.body.data?.createUserAddress).toMatchObject({
      address: [],
      zip: null,
      organization: null,
    });
    const rows = await app.database.db.select().from(addressTable);
    expect(rows.some((row) => row.city === '')).toBe(false);
  });

  it("treats another user's address id like an unknown id", async () => {
    const owner = await signUp(app, 'owner@example.com');
    const other = await signUp(app, 'other@example.com');
    const created = await send<{ createUserAddress: AddressAnswer }>(CREATE, { address: HOME }, owner.cookie);
    const id = created.body.data?.createUserAddress.id;
    for (const [document, variables] of [
      [UPDATE, { id, address: { ...HOME, city: 'Stolen' } }],
      [DELETE, { id }],
    ] as const) {
      const theirs = await send(document, variables, other.cookie);
      const unknown = await send(document, { ...variables, id: '999999' }, other.cookie);
      expect(codeOf(theirs)).toBe(103);
      expect(theirs.body.errors?.[0]?.message).toBe(unknown.body.errors?.[0]?.message);
      expect(fieldsOf(theirs)).toEqual(fieldsOf(unknown));
    }
    const [row] = await app.database.db
      .select()
      .from(addressTable)
      .where(eq(addressTable.id, Number(id)));
    expect(row?.city).toBe('London');
  });

  // On PostgreSQL (DATABASE_URL) these run on separate connections; the user's address book is
  // serialised, so the one-default index never sees two defaults at once.
  it('lets 10 simultaneous createUserAddress(isDefault: true) all succeed with exactly one default', async () => {
    const { cookie } = await signUp(app, 'many-defaults@example.com');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        send<{ createUserAddress: AddressAnswer }>(
          CREATE,
          { address: { ...HOME, name: `Ada ${index}` }, label: `Home ${index}`, isDefault: true },
          cookie,
        ),
      ),
    );
    expect(answers.map((answer) => answer.body.errors)).toEqual(Array(10).fill(undefined));
    const me = await send<{ readUser: { addresses: { nodes: AddressAnswer[] } } }>(READ, undefined, cookie);
    expect(me.body.data?.readUser.addresses.nodes).toHaveLength(10);
    expect(me.body.data?.readUser.addresses.nodes.filter((address) => address.default)).toHaveLength(1);
  });

  it('pages the address book (default first, then oldest) and refuses a page over 100', async () => {
    const { cookie } = await signUp(app, 'paged-book@example.com');
    const ids: string[] = [];
    for (const label of ['One', 'Two', 'Three']) {
      const created = await send<{ createUserAddress: AddressAnswer }>(
        CREATE,
        { address: HOME, label },
        cookie,
      );
      ids.push(created.body.data?.createUserAddress.id as string);
    }
    const PAGE = /* GraphQL */ `query ($page: Int, $pageSize: Int) {
      readUser { addresses(page: $page, pageSize: $pageSize) { nodes { id } pageInfo { hasNextPage nextPage } } }
    }`;
    type Paged = { readUser: { addresses: { nodes: { id: string }[]; pageInfo: unknown } } };
    const first = await send<Paged>(PAGE, { page: 1, pageSize: 2 }, cookie);
    expect(first.body.data?.readUser.addresses).toEqual({
      nodes: [{ id: ids[0] }, { id: ids[1] }],
      pageInfo: { hasNextPage: true, nextPage: 2 },
    });
    const second = await send<Paged>(PAGE, { page: 2, pageSize: 2 }, cookie);
    expect(second.body.data?.readUser.addresses).toEqual({
      nodes: [{ id: ids[2] }],
      pageInfo: { hasNextPage: false, nextPage: 3 },
    });
    const tooBig = await send(PAGE, { page: 1, pageSize: 101 }, cookie);
    expect(tooBig.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lets 10 simultaneous updateUserAddress(isDefault: true) all succeed with exactly one default', async () => {
    const { cookie } = await signUp(app, 'switching-defaults@example.com');
    const ids: string[] = [];
    for (let index = 0; index < 10; index++) {
      const created = await send<{ createUserAddress: AddressAnswer }>(
        CREATE,
        { address: HOME, label: `Place ${index}` },
        cookie,
      );
      ids.push(created.body.data?.createUserAddress.id as string);
    }
    const answers = await Promise.all(
      ids.map((id) =>
        send<{ updateUserAddress: AddressAnswer }>(UPDATE, { id, address: HOME, isDefault: true }, cookie),
      ),
    );
    expect(answers.map((answer) => answer.body.errors)).toEqual(Array(10).fill(undefined));
    const me = await send<{ readUser: { addresses: { nodes: AddressAnswer[] } } }>(READ, undefined, cookie);
    expect(me.body.data?.readUser.addresses.nodes.filter((address) => address.default)).toHaveLength(1);
  });
});
