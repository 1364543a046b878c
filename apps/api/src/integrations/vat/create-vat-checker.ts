import { createBuiltinVatChecker } from './builtin-vat-checker.ts';
import { createCachingVatChecker } from './caching-vat-checker.ts';
import type { VatChecker } from './vat-checker.ts';
import type { VatConfig } from './vat-config.ts';
import { createViesVatChecker } from './vies-vat-checker.ts';

/** The one place the VAT register is chosen (VAT_CHECKER), with the per-process answer cache in front. */
export function createVatChecker(config: VatConfig): VatChecker {
  const register =
    config.checker === 'vies' ? createViesVatChecker({ url: config.viesUrl }) : createBuiltinVatChecker();
  return createCachingVatChecker(register);
}
