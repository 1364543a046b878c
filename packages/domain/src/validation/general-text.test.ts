import { describe, expect, it } from 'vitest';
import { isGeneralText } from './general-text.ts';

describe('isGeneralText', () => {
  it('accepts Latin and extended Latin with punctuation', () => {
    for (const value of [
      'Jan de Vries',
      'Łukasz Dziedzic',
      'Zürich, Straße 5 – 2. OG',
      'Đặng Thị Ngọc Hân',
      'Ŵyn ap Ŷr',
      '“Quoted” ‘text’ … €49.00 № 5™',
      "O'Brien & Co. (Ltd.) #1; 50%",
      'Cafe\u0301', // decomposed é
      'ﬁne ligature',
      'Gérard\u202Fdit : « bonjour »',
      '',
    ]) {
      expect(isGeneralText(value)).toBe(true);
    }
  });

  it('refuses emoji, CJK, other scripts and control characters', () => {
    for (const value of [
      'Hello 👋',
      '東京',
      'Москва',
      'Αθήνα',
      'abc\u0000',
      'line\nbreak',
      'tab\there',
      'abc\u0085',
      'zero\u200Bwidth',
      'bidi\u202Espoof',
      'word\u2028joiner',
    ]) {
      expect(isGeneralText(value)).toBe(false);
    }
  });

  it('accepts line breaks and tabs only in multi-line text', () => {
    expect(isGeneralText('Dear team,\r\n\tthanks!', { multiline: true })).toBe(true);
    expect(isGeneralText('Dear team,\r\n\tthanks!')).toBe(false);
    expect(isGeneralText('still no emoji 🙂\n', { multiline: true })).toBe(false);
    expect(isGeneralText('nor nul\u0000', { multiline: true })).toBe(false);
  });
});
