import { describe, expect, it } from 'vitest';
import { fontFaceCss, fontFaceFamilyName } from './font-face-css.ts';

describe('fontFaceCss', () => {
  it('writes one swap-displayed rule per file with its format, weight and style', () => {
    const css = fontFaceCss([
      { family: 'ff-style-1', url: 'http://api.test/files/a.woff2', weight: 700, italic: true },
      { family: 'ff-style-2', url: 'http://api.test/files/b.ttf?v=1', weight: 400, italic: false },
    ]);
    expect(css.split('\n')).toEqual([
      '@font-face{font-family:"ff-style-1";src:url("http://api.test/files/a.woff2") format("woff2");font-weight:700;font-style:italic;font-display:swap}',
      '@font-face{font-family:"ff-style-2";src:url("http://api.test/files/b.ttf?v=1") format("truetype");font-weight:400;font-style:normal;font-display:swap}',
    ]);
  });

  it('cannot be broken out of by a hostile URL', () => {
    const css = fontFaceCss([
      { family: 'f', url: 'http://x/a"); } </style><script>alert(1)</script>', weight: 400, italic: false },
    ]);
    expect(css).not.toContain('</style');
    expect(css).toContain('\\"');
  });

  it('makes family names that are unique per style and CSS-safe', () => {
    expect(fontFaceFamilyName('12')).toBe('ff-style-12');
    expect(fontFaceFamilyName('a b"c')).toBe('ff-style-a_b_c');
  });
});
