import type { VatChecker } from './vat-checker.ts';

/**
 * Each member state's VAT number syntax (after the VIES prefix), as VIES documents it in its FAQ.
 * A number that does not match is INVALID without further ado, as VIES answers INVALID_INPUT.
 */
export const VAT_NUMBER_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[0-9A-Z+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/**
 * The built-in register's traders: the only numbers it confirms. Development and tests use these as
 * "a business with a valid VAT id" (prefix + number, e.g. DE123456789).
 */
export const BUILTIN_VALID_VAT_NUMBERS: Readonly<Record<string, { name: string; address: string }>> = {
  CZ12345678: { name: 'Foundry Test s.r.o.', address: 'Křenová 67, 602 00 Brno' },
  DE123456789: { name: 'Muster Schriften GmbH', address: 'Musterstraße 1, 10115 Berlin' },
  ATU12345678: { name: 'Beispiel Typo GmbH', address: 'Ringstraße 1, 1010 Wien' },
  FR12345678901: { name: 'Exemple Typographie SARL', address: '1 rue de la Paix, 75002 Paris' },
  NL123456789B01: { name: 'Voorbeeld Letters B.V.', address: 'Damrak 1, 1012 LG Amsterdam' },
  SK1234567890: { name: 'Príklad Písma s.r.o.', address: 'Hlavná 1, 040 01 Košice' },
  EL123456789: { name: 'Paradeigma Grammata EPE', address: 'Ermou 1, 105 63 Athina' },
};

/** A well-formed number the built-in register treats as a register outage (VIES's MS_UNAVAILABLE). */
export const BUILTIN_OUTAGE_VAT_NUMBER = 'DE999999999';

/**
 * The default checker: behaves like VIES without leaving the machine. A malformed number is INVALID;
 * BUILTIN_OUTAGE_VAT_NUMBER is UNAVAILABLE; a number of BUILTIN_VALID_VAT_NUMBERS is VALID with its
 * trader's name and address; every other number is INVALID.
 */
export function createBuiltinVatChecker(): VatChecker {
  return {
    async check(vatCode, vatNumber) {
      const format = VAT_NUMBER_FORMATS[vatCode];
      if (!format?.test(vatNumber)) return { status: 'INVALID', name: null, address: null };
      const full = `${vatCode}${vatNumber}`;
      if (full === BUILTIN_OUTAGE_VAT_NUMBER) {
        return {
          status: 'UNAVAILABLE',
          name: null,
          address: null,
          reason: 'built-in register outage number',
        };
      }
      const trader = BUILTIN_VALID_VAT_NUMBERS[full];
      if (!trader) return { status: 'INVALID', name: null, address: null };
      return { status: 'VALID', name: trader.name, address: trader.address };
    },
  };
}
