import type { Db } from '../client.ts';
import type { FileSink } from '../files/file-sink.ts';
import { renderCoverWithThumbnail } from '../images/render-cover.ts';
import { type HandwritingImage, handwritingSubmissions } from '../schema/index.ts';
import { readSeedFont } from './seed-paths.ts';

export const DEMO_HANDWRITING_COUNT = 60;

const GENDERS = ['female', 'male', 'non-binary'];
const LOCATIONS = ['Brno', 'Prague', 'Berlin', 'Vienna', 'London', 'Lisbon', 'Kraków', 'Helsinki'];
const MOTHER_TONGUES = ['Czech', 'German', 'English', 'Portuguese', 'Polish', 'Finnish', 'Slovak'];
const PROFESSIONS = ['teacher', 'designer', 'student', 'engineer', 'nurse', 'architect', 'retired'];
const HANDEDNESS = ['right', 'right', 'right', 'left', 'ambidextrous'];
const LINES = [
  'The quick brown fox',
  'jumps over the lazy dog',
  'Příliš žluťoučký kůň',
  'Sphinx of black quartz',
];
const INKS = ['#1b2a4a', '#2b2b2b', '#3a1f5d', '#0f4c3a'];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/**
 * The research archive's demo samples: writers' details spread over the filters, each sample a real
 * PNG (two lines set in Vollkorn Italic on paper) with its thumbnail scaled from it, stored under content-addressed
 * keys. Idempotent: does nothing once any sample is there.
 */
export async function seedHandwriting(db: Db, files: FileSink): Promise<void> {
  const existing = await db.select({ id: handwritingSubmissions.id }).from(handwritingSubmissions).limit(1);
  if (existing.length > 0) return;
  const font = await readSeedFont('vollkorn', 'Vollkorn-Italic.woff2');
  const rows = [];
  for (let index = 0; index < DEMO_HANDWRITING_COUNT; index += 1) {
    const number = index + 1;
    const sample = {
      title: `${pick(LINES, index)}\n${pick(LINES, index + 1)}`,
      subtitle: `Sample ${number}`,
      background: '#f7f3e8',
      foreground: pick(INKS, index),
      titleFont: font,
      alt: `Handwriting sample ${number}`,
    };
    const { image, thumbnail } = await renderCoverWithThumbnail(
      files,
      { ...sample, width: 420, height: 280 },
      120,
    );
    const stored: HandwritingImage = { ...image, thumbnail };
    rows.push({
      gender: pick(GENDERS, index),
      location: pick(LOCATIONS, index * 3),
      motherTongue: pick(MOTHER_TONGUES, index * 5),
      age: 16 + ((index * 7) % 64),
      multiLingual: index % 3 === 0,
      profession: pick(PROFESSIONS, index * 2),
      handedness: pick(HANDEDNESS, index),
      images: [stored],
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
    });
  }
  await db.insert(handwritingSubmissions).values(rows);
}
