// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type StoryBlock, StoryBlocks } from './story-blocks.tsx';

afterEach(cleanup);

const blocks = [
  { __typename: 'StoryParagraphBlock', text: 'A variable font stores a design space.' },
  {
    __typename: 'StoryPullquoteBlock',
    text: 'Weight 640 if the layout needs it.',
    attribution: 'Rasmus Andersson',
  },
  { __typename: 'StoryHeadlineBlock', text: 'In short', level: 2 },
  { __typename: 'StoryHeadlineBlock', text: 'Details', level: 3 },
  { __typename: 'StoryListBlock', ordered: true, items: ['One file', 'Any weight'] },
  { __typename: 'StoryListBlock', ordered: false, items: ['Bullet'] },
  {
    __typename: 'StoryImageBlock',
    caption: 'The cover',
    image: { url: '/files/images/cover.png', width: 1200, height: 630, alt: 'Variable Fonts in Motion' },
  },
  // A block kind added to the API after this page was built.
  { __typename: 'StoryVideoBlock', url: 'https://video.example' },
] as unknown as StoryBlock[];

describe('StoryBlocks', () => {
  it('renders each kind of block as its HTML, in order, under the page heading', () => {
    const { container } = render(<StoryBlocks blocks={blocks} apiUrl="https://api.example" />);
    const body = container.querySelector('.story-blocks') as HTMLElement;
    expect([...body.children].map((element) => element.tagName)).toEqual([
      'P',
      'FIGURE',
      'H2',
      'H3',
      'OL',
      'UL',
      'FIGURE',
    ]);
    expect(screen.getByText('A variable font stores a design space.').tagName).toBe('P');
    const quote = screen.getByText('Weight 640 if the layout needs it.');
    expect(quote.closest('blockquote')).not.toBeNull();
    expect(quote.closest('figure')?.querySelector('figcaption')?.textContent).toBe('Rasmus Andersson');
    expect(screen.getByRole('heading', { level: 2, name: 'In short' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Details' })).toBeTruthy();
    const ordered = screen.getAllByRole('list')[0] as HTMLElement;
    expect([...ordered.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'One file',
      'Any weight',
    ]);
    const image = screen.getByAltText('Variable Fonts in Motion') as HTMLImageElement;
    expect(image.src).toContain('cover.png');
    expect(image.closest('figure')?.querySelector('figcaption')?.textContent).toBe('The cover');
    expect(container.textContent).not.toContain('video.example');
  });

  it('shows no attribution or caption when there is none', () => {
    const { container } = render(
      <StoryBlocks
        blocks={
          [
            { __typename: 'StoryPullquoteBlock', text: 'Quoted', attribution: null },
            {
              __typename: 'StoryImageBlock',
              caption: null,
              image: { url: '/files/a.png', width: 10, height: 10, alt: 'A' },
            },
          ] as unknown as StoryBlock[]
        }
        apiUrl="https://api.example"
      />,
    );
    expect(container.querySelectorAll('figcaption')).toHaveLength(0);
  });
});
