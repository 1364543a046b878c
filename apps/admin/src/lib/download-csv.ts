import { type CsvValue, toCsv } from '@foundry/domain/reports/csv';

/**
 * Saves a report's rows as a CSV file. The file is written in the browser from the rows the page
 * already shows (docs/back-office.md, "Reports"): the same query and staff session, no second
 * endpoint. It starts with a byte-order mark so spreadsheet apps read it as UTF-8.
 */
export function downloadCsv(
  filename: string,
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
) {
  const blob = new Blob([`\uFEFF${toCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
