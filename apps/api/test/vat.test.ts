import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { BUILTIN_OUTAGE_VAT_NUMBER } from '../src/integrations/vat/builtin-vat-checker.ts';
import { createCachingVatChecker } from '../src/integrations/vat/caching-vat-checker.ts';
import { createViesVatChecker } from '../src/integrations/vat/vies-vat-checker.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * A local stand-in for the VIES REST API (`POST /check-vat-number`, JSON `{ countryCode, vatNumber }`).
 * It answers like VIES: DE123456789 valid with a trader, DE111111111 valid without disclosure ('---'),
 * DE999999999 a member state outage (`valid: false, userError: 'MS_UNAVAILABLE'`), FR00000000000 the
 * service's own failure (HTTP 500 with errorWrappers), DE555555555 hangs (timeout), anything else invalid.
 */
interface StandIn {
  received: { countryCode: string; vatNumber: string }[];
}

async function readJson(request: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text);
}

function startVies(state: StandIn): Promise<{ server: Server; url: string }> {
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/rest-api/check-vat-number') {
      response.writeHead(404).end();
      return;
    }
    const body = await readJson(request);
    const countryCode = body.countryCode ?? '';
    const vatNumber = body.vatNumber ?? '';
    state.received.push({ countryCode, vatNumber });
    const full = `${countryCode}${vatNumber}`;
    const json = (status: number, answer: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    const base = { countryCode, vatNumber, requestDate: '2026-11-22+01:00' };
    if (full === 'DE555555555') return; // never answers
    if (full === 'DE123456789') {
      json(200, {
        ...base,
        valid: true,
        userError: 'VALID',
        name: 'Muster Schriften GmbH',
        address: 'Berlin',
      });
    } else if (full === 'DE111111111') {
      json(200, { ...base, valid: true, userError: 'VALID', name: '---', address: '---' });
    } else if (full === 'DE999999999') {
      json(200, { ...base, valid: false, userError: 'MS_UNAVAILABLE', name: '---', address: '---' });
    } else if (full === 'FR00000000000') {
      json(500, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE', message: 'down' }] });
    } else {
      json(200, { ...base, valid: false, userError: 'INVALID', name: '---', address: '---' });
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/rest-api` });
    }),
  );
}

const VALIDATE = /* GraphQL */ `
  query ($country: String!, $vatID: String!) {
    validateVAT(country: $country, vatID: $vatID) { code message name address }
  }
`;

const SUMMARY = /* GraphQL */ `
  query ($physical: [PhysicalProductSelectionInput!], $user: OrderUserInput, $country: String, $shipping: ShippingSelectionInput) {
    readCartSummary(physicalProductSelections: $physical, user: $user, country: $country, shipping: $shipping) {
      subTotalPrice { amount } vatPrice { amount } totalPrice { amount }
      vat { kind country rate note }
      items { percentageVAT totalVAT { amount } }
    }
  }
`;

type Validation = {
  validateVAT: { code: string; message: string | null; name: string | null; address: string | null };
};
type Summary = {
  readCartSummary: {
    subTotalPrice: { amount: number };
    vatPrice: { amount: number };
    totalPrice: { amount: number };
    vat: { kind: string; country: string | null; rate: number; note: string | null };
    items: { percentageVAT: number; totalVAT: { amount: number } }[];
  };
};

const guest = (country: string, vatNumber?: string) => ({
  email: 'buyer@example.com',
  name: 'Buyer',
  address: ['Street 1'],
  city: 'City',
  country,
  ...(vatNumber ? { vatNumber } : {}),
});

describe('validateVAT and the VAT of the cart summary against a VIES stand-in', () => {
  const state: StandIn = { received: [] };
  let vies: { server: Server; url: string };
  let app: TestApp;
  let posterId: number;
  let variantId: number;

  beforeAll(async () => {
    vies = await startVies(state);
    app = await createTestApp({ env: { VAT_CHECKER: 'vies', VIES_URL: vies.url } });
    const list = await app.graphql<{
      readPhysicalProducts: { nodes: { id: string; variants: { id: string }[] }[] };
    }>(
      `{ readPhysicalProducts(productType: POSTER, url: "arabic-calligraphy-poster") { nodes { id variants { id } } } }`,
    );
    const poster = list.body.data?.readPhysicalProducts.nodes[0];
    posterId = Number(poster?.id);
    variantId = Number(poster?.variants[0]?.id);
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => vies.server.close(resolve));
  });

  // One arabic calligraphy poster (€34.00, standard rate), posted (EU €6.90, worldwide €14.90).
  const posterCart = () => ({
    physical: [{ productID: String(posterId), variantID: String(variantId), quantity: 1, selectionIndex: 0 }],
  });
  /** Standard post inside the EU, international post elsewhere: goods are taxed where they go. */
  const postTo = async (country: string) => {
    const shippings = await app.graphql<{ readAvailableShippings: { id: string; title: string }[] }>(
      `{ readAvailableShippings(country: "${country}", physicalProductSelections: [{ productID: "${posterId}", variantID: "${variantId}", quantity: 1, selectionIndex: 0 }]) { id title } }`,
    );
    const offered = shippings.body.data?.readAvailableShippings ?? [];
    const found =
      offered.find((s) => s.title === 'Standard post') ??
      offered.find((s) => s.title === 'International post');
    return { id: found?.id as string };
  };

  it('charges a consumer in another EU country that country’s rate', async () => {
    const { body } = await app.graphql<Summary>(SUMMARY, {
      ...posterCart(),
      shipping: await postTo('DE'),
      user: guest('DE'),
    });
    const summary = body.data?.readCartSummary;
    expect(summary?.vat).toEqual({ kind: 'CONSUMER_EU', country: 'DE', rate: 19, note: null });
    // 3400 × 19 % = 646 on the poster, 690 × 19 % = 131 on the post.
    expect(summary?.vatPrice.amount).toBe(646 + 131);
    expect(summary?.totalPrice.amount).toBe(3400 + 690 + 646 + 131);
    expect(summary?.items[0]?.percentageVAT).toBe(19);
  });

  it('reverse-charges a business with a VAT id the register confirms', async () => {
    const { body } = await app.graphql<Summary>(SUMMARY, {
      ...posterCart(),
      shipping: await postTo('DE'),
      user: guest('DE', 'DE 123 456 789'),
    });
    const summary = body.data?.readCartSummary;
    expect(summary?.vat.kind).toBe('REVERSE_CHARGE');
    expect(summary?.vat.rate).toBe(0);
    expect(summary?.vat.note).toMatch(/Directive 2006\/112\/EC/);
    expect(summary?.vatPrice.amount).toBe(0);
    expect(summary?.totalPrice.amount).toBe(3400 + 690);
    expect(state.received).toContainEqual({ countryCode: 'DE', vatNumber: '123456789' });
  });

  it('charges no VAT to a buyer outside the EU', async () => {
    const { body } = await app.graphql<Summary>(SUMMARY, {
      ...posterCart(),
      shipping: await postTo('US'),
      user: guest('US'),
    });
    const summary = body.data?.readCartSummary;
    expect(summary?.vat).toMatchObject({ kind: 'EXPORT', country: null, rate: 0 });
    expect(summary?.vatPrice.amount).toBe(0);
    expect(summary?.totalPrice.amount).toBe(3400 + 1490);
  });

  it('answers OK with the trader for a confirmed number, and caches the answer', async () => {
    const before = state.received.length;
    const first = await app.graphql<Validation>(VALIDATE, { country: 'DE', vatID: 'de123456789' });
    expect(first.body.data?.validateVAT).toEqual({
      code: 'OK',
      message: null,
      name: 'Muster Schriften GmbH',
      address: 'Berlin',
    });
    await app.graphql<Validation>(VALIDATE, { country: 'DE', vatID: 'DE-123.456.789' });
    // The reverse-charge test above already asked for this number: no new request.
    expect(state.received.length).toBe(before);
  });

  it('leaves out a name the member state does not disclose', async () => {
    const { body } = await app.graphql<Validation>(VALIDATE, { country: 'DE', vatID: '111111111' });
    expect(body.data?.validateVAT).toMatchObject({ code: 'OK', name: null, address: null });
  });

  it('answers INCORRECT for a malformed number without asking VIES', async () => {
    const before = state.received.length;
    const { body } = await app.graphql<Validation>(VALIDATE, { country: 'DE', vatID: 'DE12345' });
    expect(body.data?.validateVAT.code).toBe('INCORRECT');
    expect(state.received.length).toBe(before);
  });

  it('answers INCORRECT for a number the register does not know', async () => {
    const { body } = await app.graphql<Validation>(VALIDATE, { country: 'DE', vatID: '000000001' });
    expect(body.data?.validateVAT.code).toBe('INCORRECT');
    expect(body.data?.validateVAT.message).toMatch(/not registered/);
  });

  it('answers ERROR when the member state is down, asks again next time, and charges VAT meanwhile', async () => {
    const ask = () => app.graphql<Validation>(VALIDATE, { country: 'DE', vatID: 'DE999999999' });
    const before = state.received.length;
    expect((await ask()).body.data?.validateVAT.code).toBe('ERROR');
    expect((await ask()).body.data?.validateVAT.code).toBe('ERROR');
    expect(state.received.length).toBe(before + 2);

    const { body } = await app.graphql<Summary>(SUMMARY, {
      ...posterCart(),
      shipping: await postTo('DE'),
      user: guest('DE', 'DE999999999'),
    });
    expect(body.data?.readCartSummary.vat.kind).toBe('CONSUMER_EU');
  });

  it('answers ERROR when VIES itself fails', async () => {
    const { body } = await app.graphql<Validation>(VALIDATE, { country: 'FR', vatID: 'FR00000000000' });
    expect(body.data?.validateVAT.code).toBe('ERROR');
  });

  it('answers OK for an empty number and NOT_EU_COUNTRY outside the EU, without asking VIES', async () => {
    const before = state.received.length;
    const empty = await app.graphql<Validation>(VALIDATE, { country: 'DE', vatID: '  ' });
    expect(empty.body.data?.validateVAT.code).toBe('OK');
    const swiss = await app.graphql<Validation>(VALIDATE, { country: 'CH', vatID: 'CHE123456789' });
    expect(swiss.body.data?.validateVAT.code).toBe('NOT_EU_COUNTRY');
    const unknown = await app.graphql<Validation>(VALIDATE, { country: 'ZZ', vatID: '123' });
    expect(unknown.body.data?.validateVAT.code).toBe('NOT_EU_COUNTRY');
    expect(state.received.length).toBe(before);
  });

  it('gives up on a register that does not answer in time (ERROR)', async () => {
    const checker = createViesVatChecker({ url: vies.url, timeoutMs: 200 });
    const check = await checker.check('DE', '555555555');
    expect(check.status).toBe('UNAVAILABLE');
    expect(check.reason).toMatch(/unreachable/);
  });

  it('lets concurrent checks of one number share a request', async () => {
    const before = state.received.length;
    const checker = createCachingVatChecker(createViesVatChecker({ url: vies.url }));
    const answers = await Promise.all([checker.check('DE', '123456789'), checker.check('DE', '123456789')]);
    expect(answers.map((a) => a.status)).toEqual(['VALID', 'VALID']);
    expect(state.received.length).toBe(before + 1);
  });
});

describe('the built-in VAT register (VAT_CHECKER unset)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const ask = async (country: string, vatID: string) =>
    (await app.graphql<Validation>(VALIDATE, { country, vatID })).body.data?.validateVAT;

  it('confirms its documented test numbers, with the Greek prefix EL', async () => {
    expect(await ask('DE', 'DE123456789')).toMatchObject({ code: 'OK', name: 'Muster Schriften GmbH' });
    expect(await ask('GR', 'EL123456789')).toMatchObject({ code: 'OK' });
    expect(await ask('AT', 'ATU12345678')).toMatchObject({ code: 'OK' });
  });

  it('refuses malformed and unknown numbers, and simulates an outage with its outage number', async () => {
    expect((await ask('DE', '12345'))?.code).toBe('INCORRECT');
    expect((await ask('DE', '987654321'))?.code).toBe('INCORRECT');
    expect((await ask('DE', BUILTIN_OUTAGE_VAT_NUMBER))?.code).toBe('ERROR');
  });

  it('is the default, and the configuration refuses an unknown checker', () => {
    expect(loadConfig({}, '/').vat).toEqual({
      checker: 'builtin',
      viesUrl: 'https://ec.europa.eu/taxation_customs/vies/rest-api',
    });
    expect(() => loadConfig({ VAT_CHECKER: 'soap' }, '/')).toThrow(
      /VAT_CHECKER must be one of builtin, vies/,
    );
    expect(() => loadConfig({ VAT_CHECKER: 'vies', VIES_URL: 'ftp://x' }, '/')).toThrow(/VIES_URL/);
  });
});
