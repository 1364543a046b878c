// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverT } from '../../lib/i18n/server-translation.ts';
import type { LoadedStory } from './load-stories.ts';
import { StoryFeaturedFamilies } from './story-featured-families.tsx';
import { StorySeriesNav } from './story-series-nav.tsx';
import { StoryTranslations } from './story-translations.tsx';

afterEach(cleanup);

const t = serverT();
const series = {
  id: '1',
  title: 'Type on Screen',
  url: 'type-on-screen',
  stories: [
    { id: '10', title: 'Variable Fonts in Motion', path: '/blog/variable-fonts-in-motion' },
    { id: '11', title: 'Optical Sizes Explained', path: '/articles/optical-sizes-explained' },
    { id: '12', title: 'Choosing a Monospace for Code', path: '/blog/choosing-a-monospace-for-code' },
  ],
} as NonNullable<LoadedStory['series']>;

describe('StorySeriesNav', () => {
  it('says which part a story is and links the parts before and after', () => {
    render(<StorySeriesNav storyId="11" series={series} t={t} />);
    const nav = screen.getByRole('navigation', { name: 'Series' });
    expect(nav.textContent).toContain('Part 2 of 3 in the series Type on Screen');
    const previous = within(nav).getByRole('link', { name: 'Previous part: Variable Fonts in Motion' });
    expect(previous.getAttribute('href')).toBe('/blog/variable-fonts-in-motion');
    expect(previous.getAttribute('rel')).toBe('prev');
    const next = within(nav).getByRole('link', { name: 'Next part: Choosing a Monospace for Code' });
    expect(next.getAttribute('href')).toBe('/blog/choosing-a-monospace-for-code');
  });

  it('has no previous link on the first part and no next link on the last', () => {
    render(<StorySeriesNav storyId="10" series={series} t={t} />);
    expect(screen.queryByRole('link', { name: /Previous part/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Next part/ })).toBeTruthy();
    cleanup();
    render(<StorySeriesNav storyId="12" series={series} t={t} />);
    expect(screen.queryByRole('link', { name: /Next part/ })).toBeNull();
  });

  it('only names the series for a story that is not among its published parts (a draft preview)', () => {
    render(<StorySeriesNav storyId="99" series={series} t={t} />);
    expect(screen.getByRole('navigation', { name: 'Series' }).textContent).toBe(
      'Part of the series Type on Screen',
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});

describe('StoryTranslations', () => {
  it('links each translation with its hreflang, named in its own language', () => {
    render(
      <StoryTranslations
        translations={[
          {
            id: '2',
            title: 'Návrh pro mnoho písem',
            path: '/articles/navrh-pro-mnoho-pisem',
            language: 'cs',
          },
          { id: '3', title: 'Gestaltung', path: '/articles/gestaltung', language: 'de' },
        ]}
        t={t}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'This story in other languages' });
    const czech = within(nav).getByRole('link', { name: 'Čeština' });
    expect(czech.getAttribute('href')).toBe('/articles/navrh-pro-mnoho-pisem');
    expect(czech.getAttribute('hreflang')).toBe('cs');
    expect(czech.getAttribute('lang')).toBe('cs');
    expect(within(nav).getByRole('link', { name: 'Deutsch' }).getAttribute('hreflang')).toBe('de');
  });

  it('renders nothing without translations', () => {
    const { container } = render(<StoryTranslations translations={[]} t={t} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('StoryFeaturedFamilies', () => {
  const family = (id: string, url: string, title: string, isIconFamily = false) => ({
    id,
    url,
    title,
    isIconFamily,
    defaultStyle: { id: `${id}0` },
    styles: [
      { id: `${id}0`, title: 'Bold', weight: 700, italic: false, fontURL: `/f/${id}.woff2`, glyphCount: 9 },
    ],
  });

  it('sets each family name in its own default style and links it to the family page', () => {
    const { container } = render(
      <StoryFeaturedFamilies
        families={
          [
            family('7', 'vollkorn', 'Vollkorn'),
            family('8', 'icons', 'Icons', true),
          ] as LoadedStory['featuredFamilies']
        }
        t={t}
      />,
    );
    const aside = screen.getByRole('complementary', { name: 'Fonts in this story' });
    const vollkorn = within(aside).getByRole('link', { name: 'Vollkorn' });
    expect(vollkorn.getAttribute('href')).toBe('/fonts/vollkorn');
    expect(vollkorn.style.fontFamily).toContain('ff-style-70');
    expect(vollkorn.style.fontWeight).toBe('700');
    // An icon font has no letters: its name stays in the interface font.
    expect(within(aside).getByRole('link', { name: 'Icons' }).style.fontFamily).toBe('');
    // Each family's stylesheet is linked once.
    expect(container.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(2);
  });
});
