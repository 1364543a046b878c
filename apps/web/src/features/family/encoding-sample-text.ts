/**
 * A sample sentence in the script of each encoding, so the tester shows letters the encoding's
 * fonts actually draw (a Latin pangram in an Arabic font would show only fallback glyphs).
 */
const SAMPLE_TEXT_BY_ENCODING: Readonly<Record<string, string>> = {
  arabic: 'نص حكيم له سر قاطع وذو شأن عظيم مكتوب على ثوب أخضر ومغلف بجلد أزرق',
  hebrew: 'דג סקרן שט בים מאוכזב ולפתע מצא חברה',
  devanagari: 'ऋषियों को सताने वाले दुष्ट राक्षसों के राजा रावण का सर्वनाश करने वाले विष्णु',
  thai: 'เป็นมนุษย์สุดประเสริฐเลิศคุณค่า กว่าบรรดาฝูงสัตว์เดรัจฉาน',
  armenian: 'Ճկուն արագ շագանակագույն աղվեսը ցատկում է ծույլ շան վրայով',
  georgian: 'სწრაფი ყავისფერი მელა გადაახტა ზარმაც ძაღლს',
};

/** The sample for an encoding; Latin, Symbols and unknown encodings use the translated Latin sample. */
export function sampleTextForEncoding(encodingUrl: string | undefined, latinSample: string): string {
  return (encodingUrl && SAMPLE_TEXT_BY_ENCODING[encodingUrl]) || latinSample;
}
