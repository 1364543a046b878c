import {
  affiliatePrograms,
  clubRewardClaims,
  clubRewards,
  clubTransactions,
  families,
  fontCustomisations,
  storedCards,
  styles,
  users,
  variableFonts,
  webfontsProjects,
} from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { HOME, sender } from './account-helpers.ts';
import type { Victim } from './authorisation-operations.ts';
import { insertPaidOrder } from './fixtures/paid-order.ts';
import type { TestApp } from './harness.ts';
import { insertOrder } from './payment-orders.ts';

const ADDRESS = { ...HOME, city: 'Zanzibar' };
/** A 1×1 PNG for the victim's fonts-in-use picture. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/** Gives user A an address, a card, orders, club history, a customisation and projects; B gets an address. */
export async function seedVictim(
  app: TestApp,
  a: { id: string; cookie: string },
  b: { id: string; cookie: string },
): Promise<Victim> {
  const send = sender(app);
  const address = await send<{ createUserAddress: { id: string } }>(
    'mutation ($a: AddressInput!) { createUserAddress(address: $a, label: "Alice home") { id } }',
    { a: ADDRESS },
    a.cookie,
  );
  await send('mutation ($a: AddressInput!) { createUserAddress(address: $a) { id } }', { a: HOME }, b.cookie);
  const [card] = await app.database.db
    .insert(storedCards)
    .values({
      userId: Number(a.id),
      provider: 'test',
      storedPaymentMethodId: 'tok_alice_card',
      brand: 'visa',
      lastFour: '4242',
      expiryMonth: 3,
      expiryYear: 2030,
      isDefault: true,
      status: 'verified',
    })
    .returning();
  const order = await insertOrder(app, { userId: Number(a.id), status: 'PAID' });
  await app.database.db
    .update(users)
    .set({ showAffiliateProgramme: true })
    .where(eq(users.id, Number(a.id)));
  await app.database.db.insert(affiliatePrograms).values({
    userId: Number(a.id),
    domain: 'zanzibar.example',
    code: 'Zanzibar-A',
    securityToken: 'Zanzibar-token',
  });
  // A's club history and voucher (A stays outside the club: a later test checks the flag).
  await app.database.db.insert(clubTransactions).values({
    userId: Number(a.id),
    points: 500,
    kind: 'adjustment',
    description: 'Zanzibar bonus',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const [walkVoucher] = await app.database.db
    .insert(clubRewards)
    .values({ kind: 'voucher', title: 'Walk voucher', points: 10, voucherAmount: 500 })
    .returning();
  await app.database.db.insert(clubRewardClaims).values({
    userId: Number(a.id),
    rewardId: walkVoucher?.id ?? 0,
    points: 10,
    status: 'ISSUED',
    voucherCode: 'Zanzibar-VOUCHER',
  });
  const fontOrder = await insertPaidOrder(app.database.db, {
    userId: Number(a.id),
    families: [{ familyUrl: 'vollkorn' }],
  });
  const [inter] = await app.database.db.select().from(families).where(eq(families.url, 'inter'));
  const [font] = await app.database.db
    .select()
    .from(variableFonts)
    .where(eq(variableFonts.familyId, inter?.id ?? 0));
  const [customisation] = await app.database.db
    .insert(fontCustomisations)
    .values({
      userId: Number(a.id),
      familyId: inter?.id ?? 0,
      variableFontId: font?.id ?? 0,
      title: 'Alice secret cut',
      axes: { wght: 612, opsz: 18 },
    })
    .returning();
  const png = Uint8Array.from(atob(ONE_PIXEL_PNG), (character) => character.charCodeAt(0));
  const upload = new FormData();
  upload.append('files[]', new Blob([png], { type: 'image/png' }), 'pixel.png');
  const uploaded = await app.fetch('/fontsinuse/upload', { method: 'POST', body: upload });
  const { fileIDs } = (await uploaded.json()) as { fileIDs: string[] };
  const project = await send<{ createUserFontsInUse: { id: string } }>(
    `mutation ($data: UserFontsInUseInput!) {
      createUserFontsInUse(data: $data, reCaptchaToken: "dev-captcha-token") { id } }`,
    { data: { title: 'Zanzibar harbour', families: ['1'], images: fileIDs } },
    a.cookie,
  );
  // Inserted as generated already: the walk needs the row, not the files.
  const [webfontsProject] = await app.database.db
    .insert(webfontsProjects)
    .values({
      userId: Number(a.id),
      title: 'Zanzibar webfonts',
      type: 'regular',
      licenseKey: 'Zanzibar-webfonts-licence-key-0001',
      generation: 'Completed',
    })
    .returning();
  const [vollkornStyle] = await app.database.db
    .select()
    .from(styles)
    .where(eq(styles.familyId, fontOrder.familyIds[0] ?? 0))
    .limit(1);
  return {
    webfonts: { projectId: String(webfontsProject?.id), styleId: String(vollkornStyle?.id) },
    addressId: address.body.data?.createUserAddress.id ?? '',
    cardId: String(card?.id),
    cardToken: 'tok_alice_card',
    orderId: String(order.id),
    orderHash: order.hash,
    familyId: String(fontOrder.familyIds[0]),
    fontOrderHash: fontOrder.hash,
    fontsInUseId: project.body.data?.createUserFontsInUse.id ?? '',
    customisation: {
      id: String(customisation?.id),
      familyId: String(inter?.id),
      variableFontId: String(font?.id),
    },
  };
}
