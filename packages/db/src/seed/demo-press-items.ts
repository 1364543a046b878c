import type { pressItems } from '../schema/index.ts';

/** Invented articles about the invented studio (the demo note on the press page says so). */
export const DEMO_PRESS_ITEMS: (typeof pressItems.$inferInsert)[] = [
  {
    title: 'Small studio, many scripts',
    author: 'Eva Horáková',
    year: 2022,
    category: 'article',
    publicationName: 'Typo Review',
    url: 'https://example.com/typo-review/small-studio-many-scripts',
    languages: ['en'],
  },
  {
    title: 'Schrift für Bahnsteige',
    author: 'Martin Keller',
    year: 2024,
    category: 'article',
    publicationName: 'Gestalten Heute',
    url: 'https://example.com/gestalten-heute/schrift-fuer-bahnsteige',
    languages: ['de'],
  },
  {
    title: 'A conversation about legibility research',
    author: 'Sam Ortega',
    year: 2025,
    category: 'interview',
    publicationName: 'The Reading Room podcast',
    url: 'https://example.com/reading-room/legibility',
    languages: ['en'],
  },
  {
    title: 'Písmo, které nikdo nevidí',
    author: 'Jana Malá',
    year: 2023,
    category: 'interview',
    publicationName: 'Design Brno',
    downloadUrl: 'https://example.com/design-brno/pismo.pdf',
    languages: ['cs', 'en'],
  },
  {
    title: 'The best type releases of the year',
    author: null,
    year: 2025,
    category: 'review',
    publicationName: 'Letterform Weekly',
    url: 'https://example.com/letterform-weekly/best-of-year',
    languages: ['en'],
  },
];
