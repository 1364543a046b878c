/** A licence choice's price factor is stored as whole basis points: 10 000 bp = ×1. */
const BASIS_POINTS_PER_FACTOR = 10_000;

/** The factor the API shows for a choice, e.g. 15 000 bp → 1.5. */
export function priceFactorOfBasisPoints(basisPoints: number): number {
  return basisPoints / BASIS_POINTS_PER_FACTOR;
}

/** The basis points of a factor the API showed, rounded to a whole basis point, e.g. 1.25 → 12 500. */
export function basisPointsOfPriceFactor(factor: number): number {
  return Math.round(factor * BASIS_POINTS_PER_FACTOR);
}
