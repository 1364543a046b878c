// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { SCHEMA_BLOCK_SAMPLES } from './schema-block-samples.ts';
import { SchemaBlockView } from './schema-block-view.tsx';

afterEach(cleanup);

function renderBlocks(blocks = SCHEMA_BLOCK_SAMPLES) {
  return render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: 'http://api.example' })}>
      <I18nProvider>
        <GraphqlProvider>
          {blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <SchemaBlockView key={index} block={block} apiUrl="http://api.example" />
          ))}
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

const sample = (type: string) => SCHEMA_BLOCK_SAMPLES.filter((block) => block.__typename === type);

describe('SchemaBlockView', () => {
  it('renders every kind, each with its own fields', () => {
    const { container } = renderBlocks();
    for (const text of [
      'Under the headline',
      'opening',
      'Quoted at length',
      'A book',
      'Axis',
      'A direction of variation',
      'First note',
      'Weights',
      'Full width',
      'Wide',
      'Inline',
      'A pair',
      'A grid',
      'Gallery picture',
      'Said with a face',
      'A film',
      'A talk',
      'The map',
      'A question',
      'Left column',
      'Right column',
      'block kinds',
      'Find a typeface',
      'A sans',
      'Sample sentence',
      /Two glyphs/,
      'For screens',
      'The newsletter',
      'Once a month',
      'Writes about type',
      'About Many Scripts',
      'Read next',
    ]) {
      expect(screen.getAllByText(text).length, String(text)).toBeGreaterThan(0);
    }
    // Markdown becomes elements, never HTML.
    expect(screen.getByText('opening').tagName).toBe('STRONG');
    expect(container.querySelector('pre > code')?.textContent).toBe('a { color: red; }');
    expect(screen.getByRole('table', { name: 'Weights' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Weight' })).toBeTruthy();
    expect(container.querySelector('hr')).not.toBeNull();
    expect(container.querySelector('.page-block--spacer-large')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByRole('img').length).toBeGreaterThanOrEqual(10);
    // The statistics row is a list; the figure and its label read together.
    const figures = screen.getByRole('list', { name: 'In figures' });
    expect(within(figures).getByRole('listitem').textContent).toBe('40+ block kinds');
    expect(screen.getByRole('link', { name: 'All fonts' }).getAttribute('href')).toBe('/fonts');
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
    expect(screen.getByRole('link', { name: 'Read this next' }).getAttribute('href')).toBe(
      '/articles/many-scripts',
    );
    expect(screen.getByRole('link', { name: 'X-height' }).getAttribute('href')).toBe('/articles/x-height');
    expect(screen.getByRole('link', { name: 'Anna Nováková' }).getAttribute('href')).toBe('/authors/anna');
    expect(screen.getByRole('link', { name: 'Download Inter specimen (PDF)' }).getAttribute('href')).toBe(
      '/files/inter.pdf',
    );
    expect(screen.getByRole('link', { name: 'Licences for Inter' }).getAttribute('href')).toBe(
      '/fonts/inter',
    );
  });

  it('plays no video by itself and gives it its captions track', () => {
    const { container } = renderBlocks(sample('VideoBlock'));
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.autoplay).toBe(false);
    expect(video.hasAttribute('controls')).toBe(true);
    const track = video.querySelector('track') as HTMLTrackElement;
    expect([track.kind, track.getAttribute('src'), track.srclang]).toEqual([
      'captions',
      '/media/film.vtt',
      'en',
    ]);
  });

  it('frames only the privacy-enhanced player and the allowed embed, lazily', () => {
    const { container } = renderBlocks([...sample('VideoEmbedBlock'), ...sample('EmbedBlock')]);
    const [player, map] = [...container.querySelectorAll('iframe')];
    expect(player?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc_123');
    expect(player?.getAttribute('title')).toBe('On YouTube');
    expect(map?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups');
    expect(map?.getAttribute('loading')).toBe('lazy');
  });

  it('shows one slide at a time, moved by the Previous and Next buttons from the keyboard', () => {
    renderBlocks(sample('SlideshowBlock'));
    const slideshow = screen.getByRole('region', { name: 'Demo slides' });
    expect(slideshow.getAttribute('aria-roledescription')).toBe('slideshow');
    const visible = () =>
      within(slideshow)
        .getAllByRole('group', { hidden: true })
        .filter((slide) => !slide.hidden)
        .map((slide) => slide.getAttribute('aria-label'));
    expect(visible()).toEqual(['Slide 1 of 3']);
    const next = within(slideshow).getByRole('button', { name: 'Next picture' });
    act(() => next.focus());
    fireEvent.keyDown(next, { key: 'Enter' });
    fireEvent.keyUp(next, { key: 'Enter' });
    expect(visible()).toEqual(['Slide 2 of 3']);
    expect(document.activeElement).toBe(next);
    expect(within(slideshow).getByText('Slide 2 of 3', { selector: 'p' }).getAttribute('aria-live')).toBe(
      'polite',
    );
    const previous = within(slideshow).getByRole('button', { name: 'Previous picture' });
    fireEvent.keyDown(previous, { key: ' ' });
    fireEvent.keyUp(previous, { key: ' ' });
    fireEvent.keyDown(previous, { key: ' ' });
    fireEvent.keyUp(previous, { key: ' ' });
    expect(visible()).toEqual(['Slide 3 of 3']); // wraps around
    // The arrow keys move it too while focus is in it, and do not scroll the page.
    expect(fireEvent.keyDown(previous, { key: 'ArrowRight' })).toBe(false);
    expect(visible()).toEqual(['Slide 1 of 3']);
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(visible()).toEqual(['Slide 3 of 3']);
    fireEvent.keyDown(next, { key: 'ArrowDown' });
    expect(visible()).toEqual(['Slide 3 of 3']);
  });

  it('puts tabs on the ui layer’s tabs and the accordion on its disclosures', () => {
    renderBlocks([...sample('TabsBlock'), ...sample('AccordionBlock')]);
    const tabs = screen.getByRole('tablist', { name: 'Formats' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Desktop', 'Web']);
    expect(screen.getByRole('tabpanel').textContent).toBe('OTF files');
    const question = screen.getByRole('button', { name: 'A question' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
  });

  it('gives the variable-font tester the family’s axes and the newsletter block the sign-up form', () => {
    renderBlocks([...sample('VariableFontTesterBlock'), ...sample('SubscribeBlock')]);
    const tester = screen.getByRole('region', { name: 'Try Inter' });
    expect(within(tester).getByRole('slider', { name: /Weight/ })).toBeTruthy();
    expect(within(tester).getByRole('button', { name: 'Black' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('renders nothing for a kind it does not know', () => {
    const { container } = renderBlocks([{ __typename: 'HologramBlock' } as never]);
    expect(container.textContent).toBe('');
  });
});
