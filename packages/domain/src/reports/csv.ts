/**
 * CSV as spreadsheets read it (RFC 4180): a header row, fields separated by commas, rows by CRLF;
 * a field holding a comma, a quote or a line break is quoted and its quotes doubled. A field that
 * starts with =, +, - or @ and is not a number is prefixed with ' so a spreadsheet never runs it as
 * a formula (names and VAT numbers come from customers).
 */
export type CsvValue = string | number | null;

const NUMBER = /^-?\d+(\.\d+)?$/;

function csvField(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows]
    .map((row) => row.map(csvField).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/** Minor units as a decimal amount with two places and a point: -1205 → '-12.05'. */
export function decimalAmount(minorUnits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const absolute = Math.abs(minorUnits);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Basis points as a percentage without trailing zeros: 2100 → '21', 550 → '5.5'. */
export function percentOfBasisPoints(basisPoints: number): string {
  return String(basisPoints / 100);
}
