import type { Db } from '../client.ts';
import { discountCodes, shippingMethods } from '../schema/index.ts';

const euCountryCodes = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

/** Shipping methods for physical goods, including collection at the studio. */
export async function seedShipping(db: Db): Promise<void> {
  await db.insert(shippingMethods).values([
    {
      type: 'PickupOnLocationShipping',
      title: 'Pick up at the studio',
      subTitle: 'Brno, Czech Republic',
      description: 'Collect your order at our studio on weekdays between 10:00 and 17:00.',
      deliveryTime: 'Ready the next working day',
      priceAmount: 0,
      pickupAddress: 'Foundry Studio, Křenová 67, 602 00 Brno, Czech Republic',
      countryCodes: null,
      sort: 0,
    },
    {
      type: 'PostShipping',
      title: 'Standard post',
      subTitle: 'European Union',
      description: 'Tracked registered letter or parcel.',
      deliveryTime: '3–7 working days',
      priceAmount: 690,
      countryCodes: euCountryCodes,
      sort: 1,
    },
    {
      type: 'CourierShipping',
      title: 'Express courier',
      subTitle: 'European Union',
      description: 'Door-to-door delivery with a tracking link.',
      deliveryTime: '1–2 working days',
      priceAmount: 1890,
      countryCodes: euCountryCodes,
      sort: 2,
    },
    {
      type: 'PostShipping',
      title: 'International post',
      subTitle: 'Worldwide',
      description: 'Tracked parcel to any country; customs duties may apply outside the EU.',
      deliveryTime: '7–21 working days',
      priceAmount: 1490,
      countryCodes: null,
      sort: 3,
    },
  ]);
}

export async function seedDiscountCodes(db: Db): Promise<void> {
  await db.insert(discountCodes).values([
    {
      code: 'WELCOME10',
      percentBp: 1000,
      validFrom: new Date('2024-01-01T00:00:00Z'),
      validTo: new Date('2030-12-31T23:59:59Z'),
    },
    {
      code: 'FONTS20',
      percentBp: 2000,
      fontsOnly: true,
      maxUses: 500,
      validFrom: new Date('2024-01-01T00:00:00Z'),
    },
    {
      code: 'BOOKS5',
      amount: 500,
      currency: 'EUR',
      maxUses: 100,
      validFrom: new Date('2024-01-01T00:00:00Z'),
      validTo: new Date('2030-12-31T23:59:59Z'),
    },
    {
      code: 'EXPIRED15',
      percentBp: 1500,
      validFrom: new Date('2020-01-01T00:00:00Z'),
      validTo: new Date('2020-12-31T23:59:59Z'),
    },
  ]);
}
