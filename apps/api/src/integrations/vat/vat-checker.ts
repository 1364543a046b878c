/** What the VAT register says about one number. */
export interface VatNumberCheck {
  /** VALID / INVALID as the register answered; UNAVAILABLE when it could not answer (outage, timeout). */
  status: 'VALID' | 'INVALID' | 'UNAVAILABLE';
  /** The registered trader's name and address, when the register discloses them. */
  name: string | null;
  address: string | null;
  /** Why the register was unavailable, for the logs only. */
  reason?: string;
}

/**
 * Checks EU VAT numbers against a register. Adapters: the EU VIES REST API, and the built-in offline
 * register; `createVatChecker` picks one from the configuration and puts a cache in front.
 */
export interface VatChecker {
  /**
   * `vatCode` is the VIES country prefix (EL for Greece), `vatNumber` the number without it, upper
   * case, without spaces or punctuation. Never throws: a failure answers UNAVAILABLE.
   */
  check(vatCode: string, vatNumber: string): Promise<VatNumberCheck>;
}
