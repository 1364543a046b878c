// The letters a script cannot be written without; a font supports the script when its character map
// covers nearly all of them (a few Latin letters used for icon ligatures do not make a Latin font).
const coreLetters: Record<string, [number, number][]> = {
  Latin: [
    [0x41, 0x5a],
    [0x61, 0x7a],
  ],
  Greek: [
    [0x391, 0x3a1],
    [0x3a3, 0x3a9],
    [0x3b1, 0x3c9],
  ],
  Cyrillic: [[0x410, 0x44f]],
  Armenian: [
    [0x531, 0x556],
    [0x561, 0x586],
  ],
  Hebrew: [[0x5d0, 0x5ea]],
  Arabic: [[0x621, 0x64a]],
  Devanagari: [[0x905, 0x939]],
  Thai: [[0xe01, 0xe2e]],
  Georgian: [[0x10d0, 0x10f0]],
};

const requiredCoverage = 0.9;

export const knownScripts = Object.keys(coreLetters);

/** The scripts whose core letters the code points cover, in a fixed order. */
export function supportedScripts(codePoints: readonly number[]): string[] {
  const has = new Set(codePoints);
  return knownScripts.filter((script) => {
    let total = 0;
    let covered = 0;
    for (const [from, to] of coreLetters[script] ?? []) {
      for (let codePoint = from; codePoint <= to; codePoint++) {
        total++;
        if (has.has(codePoint)) covered++;
      }
    }
    return total > 0 && covered / total >= requiredCoverage;
  });
}
