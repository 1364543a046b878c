import type { EncodingRow, FamilyRepository } from '../../repositories/family-repository.ts';

/** Every encoding (script system) in catalogue order. */
export function readEncodings(families: FamilyRepository): Promise<EncodingRow[]> {
  return families.allEncodings();
}
