import { TRIAL_DOWNLOADS_PER_DAY } from '@foundry/domain/fonts/trial-fonts';

/** The text of TRIAL-LICENSE.txt in every trial ZIP. */
export function trialLicenceText(input: {
  seller: string;
  trialFamily: string;
  family: string;
  full: boolean;
  encodings: readonly string[];
  fontLicenceName: string | null;
  fontLicenceText: string | null;
  date: Date;
}): string {
  const lines = [
    `TRIAL LICENCE — ${input.trialFamily}`,
    '',
    `These fonts are a trial of ${input.family} (${input.encodings.join(', ')}) by ${input.seller},`,
    `downloaded on ${input.date.toISOString().slice(0, 10)}.`,
    input.full
      ? 'They hold every character of the family.'
      : 'They are limited to the basic characters of each encoding; the full family holds more.',
    '',
    'You may install and use them to evaluate the design: in sketches, layouts and presentations',
    'that are not published, sold or distributed. Anything else (publication, products, web sites,',
    'apps, logos) needs a licence bought for the family. Do not share the trial files.',
    `A user or address may download ${TRIAL_DOWNLOADS_PER_DAY} trials a day.`,
  ];
  if (input.fontLicenceName && input.fontLicenceText) {
    lines.push(
      '',
      `The family is also published under the ${input.fontLicenceName}; the trial files are modified`,
      'versions (renamed, and subset when limited) and that licence applies to them as well:',
      '',
      input.fontLicenceText.trim(),
    );
  }
  return `${lines.join('\n')}\n`;
}
