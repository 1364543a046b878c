// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { OpenTypeFeaturesSection } from './opentype-features-section.tsx';

afterEach(cleanup);

const face = { cssFamily: 'style-9', title: 'Regular', weight: 400, italic: false };

describe('OpenTypeFeaturesSection', () => {
  it('sets each sample twice in the style’s face, with the feature forced off and on', () => {
    render(
      <OpenTypeFeaturesSection
        samples={[
          { tag: 'tnum', title: 'Tabular figures', sample: '1111 0000' },
          { tag: 'liga', title: 'Standard ligatures', sample: 'fi fl' },
        ]}
        features={['liga', 'tnum']}
        face={face}
        direction="ltr"
        t={serverT()}
      />,
    );
    const section = screen.getByRole('region', { name: 'OpenType features' });
    const tnum = within(section)
      .getByRole('heading', { name: /Tabular figures/ })
      .closest('li') as HTMLElement;
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

  it('lists the features without a sample under the samples, once, as the only feature section', () => {
    render(
      <OpenTypeFeaturesSection
        samples={[{ tag: 'tnum', title: 'Tabular figures', sample: '1111 0000' }]}
        features={['kern', 'tnum', 'mark', 'kern']}
        face={face}
        direction="ltr"
        t={serverT()}
      />,
    );
    const others = screen.getByRole('list', { name: 'Also in the font, without a sample' });
    expect(
      within(others)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['kern', 'mark']);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it('lists the tags alone when no feature has a sample', () => {
    render(
      <OpenTypeFeaturesSection samples={[]} features={['ss01']} face={face} direction="ltr" t={serverT()} />,
    );
    const tags = screen.getByRole('list', { name: 'Features in the font' });
    expect(within(tags).getByText('ss01')).toBeTruthy();
    expect(screen.queryByText('Off')).toBeNull();
  });

  it('says when the family has no OpenType feature', () => {
    render(<OpenTypeFeaturesSection samples={[]} features={[]} face={face} direction="ltr" t={serverT()} />);
    expect(screen.getByText('This family has no OpenType features.')).toBeTruthy();
  });
});
