// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Client } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { featurePairSettings } from './feature-pair-settings.ts';
import { FeatureSamplePairs } from './feature-sample-pairs.tsx';
import { OpenTypeFeaturesSection } from './opentype-features-section.tsx';

afterEach(cleanup);

const face = { cssFamily: 'style-9', title: 'Regular', weight: 400, italic: false };

/** The section with a GraphQL client that never answers: the samples stay "loading". */
function renderSection(ui: ReactElement) {
  return renderInApp(
    <GraphqlProvider client={new Client({ url: 'http://api.test/graphql', exchanges: [] })}>
      {ui}
    </GraphqlProvider>,
  );
}

const pairOf = (tag: string, title: string, sample: string) => ({
  tag,
  title,
  sample,
  settings: featurePairSettings(tag) as { off: string; on: string },
});

describe('FeatureSamplePairs', () => {
  it('sets each sample twice in the style’s face, with the feature forced off and on', () => {
    render(
      <FeatureSamplePairs
        pairs={[
          pairOf('tnum', 'Tabular figures', '1111 0000'),
          pairOf('liga', 'Standard ligatures', 'fi fl'),
        ]}
        face={face}
        direction="ltr"
        labels={{ off: 'Off', on: 'On' }}
      />,
    );
    const tnum = screen.getByRole('heading', { name: /Tabular figures/ }).closest('li') as HTMLElement;
    const [off, on] = within(tnum).getAllByText('1111 0000');
    expect(off?.style.fontFeatureSettings).toBe('"tnum" 0');
    expect(on?.style.fontFeatureSettings).toBe('"tnum" 1');
    // The face is set once, on the list, and read by every sample from there (the stylesheet).
    const list = tnum.closest('ul') as HTMLElement;
    expect(list.style.getPropertyValue('--feature-sample-family')).toBe('"style-9"');
    expect(list.style.getPropertyValue('--feature-sample-weight')).toBe('400');
    expect(on?.style.fontFamily).toBe('');
    expect(within(tnum).getByText('Off')).toBeTruthy();
    expect(within(tnum).getByText('On')).toBeTruthy();
    // liga is on by default: its "off" half must switch it off, not leave it 'normal'.
    const liga = document.querySelector('[data-feature="liga"] [data-state="off"]') as HTMLElement;
    expect(liga.style.fontFeatureSettings).toBe('"liga" 0');
  });
});

describe('OpenTypeFeaturesSection', () => {
  const props = { familyUrl: 'inter', encodingID: null, face, direction: 'ltr' as const, t: serverT() };

  it('reads the samples in the browser and lists the features without one under them, once', () => {
    renderSection(
      <OpenTypeFeaturesSection
        {...props}
        samples={[{ tag: 'tnum', title: 'Tabular figures', sample: '1111 0000' }]}
        features={['kern', 'tnum', 'mark', 'kern']}
      />,
    );
    const section = screen.getByRole('region', { name: 'OpenType features' });
    expect(within(section).getByRole('status').textContent).toBe('Loading the samples…');
    // The page carries no sample text: it comes with the samples' own read.
    expect(within(section).queryByText('1111 0000')).toBeNull();
    const others = screen.getByRole('list', { name: 'Also in the font, without a sample' });
    expect(
      within(others)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['kern', 'mark']);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it('lists the tags alone when no feature has a sample', () => {
    renderSection(<OpenTypeFeaturesSection {...props} samples={[]} features={['ss01']} />);
    const tags = screen.getByRole('list', { name: 'Features in the font' });
    expect(within(tags).getByText('ss01')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the family has no OpenType feature', () => {
    renderSection(<OpenTypeFeaturesSection {...props} samples={[]} features={[]} />);
    expect(screen.getByText('This family has no OpenType features.')).toBeTruthy();
  });
});
