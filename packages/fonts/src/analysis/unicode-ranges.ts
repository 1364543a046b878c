const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** Compacts code points into a CSS unicode-range list: 'U+0020-007E,U+00A0'. */
export function toUnicodeRanges(codePoints: readonly number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: string[] = [];
  let start = sorted[0];
  let end = start;
  for (const codePoint of sorted.slice(1)) {
    if (end !== undefined && codePoint === end + 1) {
      end = codePoint;
      continue;
    }
    if (start !== undefined && end !== undefined) ranges.push(formatRange(start, end));
    start = codePoint;
    end = codePoint;
  }
  if (start !== undefined && end !== undefined) ranges.push(formatRange(start, end));
  return ranges.join(',');
}

function formatRange(start: number, end: number): string {
  return start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`;
}
