/**
 * The pairing rule while no pairings are curated: a family pairs with families that contrast in
 * structure. A serif pairs with sans serifs (headline/text contrast) and a sans serif with serifs;
 * a monospace sits beside running text of either kind; icons accompany sans-serif interfaces.
 * Flavors are listed in order of preference; an unknown flavor pairs with nothing.
 */
const PAIRINGS: Record<string, readonly string[]> = {
  serif: ['sans-serif'],
  'sans-serif': ['serif'],
  monospace: ['sans-serif', 'serif'],
  icons: ['sans-serif'],
};

export function pairingFlavors(flavor: string | null): readonly string[] {
  return flavor === null ? [] : (PAIRINGS[flavor] ?? []);
}
