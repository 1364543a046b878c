// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { HandwritingArchive } from './handwriting-archive.tsx';

afterEach(cleanup);

const sample = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  gender: 'female',
  location: 'Brno',
  motherTongue: 'Czech',
  age: 34,
  multiLingual: true,
  profession: 'teacher',
  handedness: 'left',
  thumbnails: [
    { url: `/files/images/${id}-thumb.png`, width: 120, height: 80, alt: `Handwriting sample ${id}` },
  ],
  images: [{ url: `/files/images/${id}.png` }],
  ...overrides,
});

const DATA = {
  readHandwritingFilters: {
    genders: ['female', 'male'],
    locations: ['Brno', 'Lisbon'],
    motherTongues: ['Czech'],
    ages: [20, 34],
    professions: ['teacher'],
    handednesses: ['left', 'right'],
  },
  readHandwritingSubmissions: {
    nodes: [sample('1'), sample('2', { multiLingual: false, handedness: 'right' })],
    pageInfo: { hasNextPage: true, nextPage: 3 },
  },
};

describe('handwriting archive page', () => {
  it('shows each sample’s thumbnail linking to the full image, with who wrote it', () => {
    render(<HandwritingArchive data={DATA} query={{ page: 2 }} apiUrl="http://api.test" t={serverT()} />);
    const samples = screen.getAllByTestId('handwriting-sample');
    expect(samples).toHaveLength(2);
    const first = samples[0] as HTMLElement;
    expect(within(first).getByRole('link').getAttribute('href')).toBe('http://api.test/files/images/1.png');
    expect(within(first).getByRole('img', { name: 'Handwriting sample 1' })).toBeTruthy();
    expect(first.textContent).toContain('female · 34 · Brno · Czech · teacher · left · multilingual');
  });

  it('offers the filters’ values with the chosen one selected, and links to the pages around', () => {
    render(
      <HandwritingArchive
        data={DATA}
        query={{ page: 2, location: 'Lisbon', age: 20 }}
        apiUrl="http://api.test"
        t={serverT()}
      />,
    );
    // Each filter is a ui Select; its hidden select sends the choice with the plain GET form.
    expect(screen.getByRole('button', { name: /Location/ }).textContent).toContain('Lisbon');
    const filters = new FormData(screen.getByRole('form') as HTMLFormElement);
    expect(filters.get('location')).toBe('Lisbon');
    expect(filters.get('age')).toBe('20');
    expect(filters.get('gender')).toBe('');
    const location = document.querySelector<HTMLSelectElement>('select[name="location"]');
    const offered = new Set([...(location?.options ?? [])].map((option) => option.value));
    expect(offered).toEqual(new Set(['', 'Brno', 'Lisbon']));
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/handwriting?location=Lisbon&age=20&page=3',
    );
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/handwriting?location=Lisbon&age=20',
    );
  });
});
