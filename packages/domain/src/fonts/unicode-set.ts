/** The members of a CLDR exemplar set: single code points and multi-character strings ({ch}). */
export interface UnicodeSetMembers {
  codePoints: number[];
  strings: string[];
}

const NAMED_ESCAPES: Record<string, number> = { n: 0x0a, r: 0x0d, t: 0x09 };

function isSpace(codePoint: number): boolean {
  return codePoint === 0x20 || codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d;
}

/**
 * Parses the flat UnicodeSet syntax CLDR uses for exemplar characters: `[a b c {ch} á-é \- \u0301]`.
 * Whitespace separates nothing (`aä` is two members); `x-y` is a code point range; `{…}` is a string;
 * a backslash escapes the next character or starts `\uXXXX`, `\UXXXXXXXX` or `\x{…}`. Nested sets,
 * property classes (`\p{…}`) and set operators do not occur in exemplars and are refused.
 */
export function parseUnicodeSet(source: string): UnicodeSetMembers {
  const text = source.trim();
  if (!text.startsWith('[') || !text.endsWith(']')) throw new Error(`Not a UnicodeSet: ${text.slice(0, 40)}`);
  const chars = Array.from(text.slice(1, -1));
  const codePoints = new Set<number>();
  const strings: string[] = [];
  let index = 0;

  function codePointAt(position: number): number {
    const char = chars[position];
    if (char === undefined) throw new Error('UnicodeSet ends too early');
    return char.codePointAt(0) as number;
  }

  function hex(digits: string): number {
    if (!/^[0-9a-fA-F]{1,8}$/.test(digits)) throw new Error(`Bad escape \\${digits}`);
    const value = Number.parseInt(digits, 16);
    if (value > 0x10ffff) throw new Error(`Escape beyond Unicode: ${digits}`);
    return value;
  }

  /** Reads one (possibly escaped) character at `index` and moves past it. */
  function readChar(): number {
    const codePoint = codePointAt(index);
    if (codePoint !== 0x5c) {
      index += 1;
      return codePoint;
    }
    const escaped = chars[index + 1];
    if (escaped === undefined) throw new Error('UnicodeSet ends with a backslash');
    if (escaped === 'u') {
      const value = hex(chars.slice(index + 2, index + 6).join(''));
      index += 6;
      return value;
    }
    if (escaped === 'U') {
      const value = hex(chars.slice(index + 2, index + 10).join(''));
      index += 10;
      return value;
    }
    if (escaped === 'x' && chars[index + 2] === '{') {
      const end = chars.indexOf('}', index + 3);
      if (end < 0) throw new Error('Unclosed \\x{');
      const value = hex(chars.slice(index + 3, end).join(''));
      index = end + 1;
      return value;
    }
    if (escaped === 'p' || escaped === 'P' || escaped === 'N')
      throw new Error(`\\${escaped} classes are not supported in exemplar sets`);
    index += 2;
    return NAMED_ESCAPES[escaped] ?? (escaped.codePointAt(0) as number);
  }

  while (index < chars.length) {
    const codePoint = codePointAt(index);
    if (isSpace(codePoint)) {
      index += 1;
      continue;
    }
    if (codePoint === 0x7b) {
      // {string}: a sequence taken as one member; escapes allowed inside.
      index += 1;
      let value = '';
      while (index < chars.length && chars[index] !== '}') {
        if (isSpace(codePointAt(index))) {
          index += 1;
          continue;
        }
        value += String.fromCodePoint(readChar());
      }
      if (chars[index] !== '}') throw new Error('Unclosed { in UnicodeSet');
      index += 1;
      const members = Array.from(value);
      if (members.length === 1) codePoints.add(members[0]?.codePointAt(0) as number);
      else if (members.length > 1) strings.push(value);
      continue;
    }
    if (codePoint === 0x5b || codePoint === 0x5d || codePoint === 0x26)
      throw new Error('Nested sets and set operators are not supported in exemplar sets');
    const first = readChar();
    // `-` between two characters makes a range; elsewhere (escaped) it is itself.
    let next = index;
    while (next < chars.length && isSpace(codePointAt(next))) next += 1;
    if (chars[next] === '-' && next + 1 < chars.length) {
      index = next + 1;
      while (index < chars.length && isSpace(codePointAt(index))) index += 1;
      const last = readChar();
      if (last < first) throw new Error(`Reversed range in UnicodeSet: ${first}-${last}`);
      for (let value = first; value <= last; value += 1) codePoints.add(value);
      continue;
    }
    codePoints.add(first);
  }
  return { codePoints: [...codePoints].sort((a, b) => a - b), strings };
}

/**
 * The code points a language needs from its exemplar members. A string such as Czech {ch} or Hungarian
 * {dzs} is written with its own characters, so it needs each of them (decided so: a font that maps
 * them all can set the sequence; requiring a precomposed glyph for it would be wrong).
 */
export function requiredCodePoints(members: UnicodeSetMembers): number[] {
  const all = new Set(members.codePoints);
  for (const value of members.strings) for (const char of value) all.add(char.codePointAt(0) as number);
  return [...all].sort((a, b) => a - b);
}
