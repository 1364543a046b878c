// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { chooseSelectOption } from '../../ui/select-test-support.ts';
import { offeredFeatures } from './offered-features.ts';
import { testerFaces } from './tester-faces.ts';
import { TypeTester } from './type-tester.tsx';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(document, 'fonts');
});

const faces = testerFaces({
  styles: [{ id: 's1', title: 'Bold', weight: 700, italic: false }],
  variableFonts: [
    {
      id: 'v1',
      title: 'Variable',
      italic: false,
      axes: [{ tag: 'wght', label: 'Weight', min: 100, max: 900, default: 400, steps: 1 }],
      instances: [{ id: 'i1', name: 'Black', coordinates: [{ tag: 'wght', value: 900 }] }],
    },
  ],
});

function renderTester(direction: 'ltr' | 'rtl' = 'ltr') {
  renderInApp(
    <TypeTester
      faces={faces}
      features={offeredFeatures(
        ['liga', 'smcp', 'ss01', 'ccmp', 'kern'],
        [{ tag: 'ss01', title: 'Open digits' }],
      )}
      direction={direction}
      sampleText="Sample"
    />,
  );
  return screen.getByRole('textbox', { name: 'Text to try' }) as HTMLTextAreaElement;
}

describe('TypeTester', () => {
  it('sets the text in the chosen face and applies axis sliders and named instances', () => {
    const text = renderTester();
    expect(text.value).toBe('Sample');
    expect(text.style.fontVariationSettings).toBe('"wght" 400');
    fireEvent.change(screen.getByRole('slider', { name: /Weight/ }), { target: { value: '650' } });
    expect(text.style.fontVariationSettings).toBe('"wght" 650');
    const black = screen.getByRole('button', { name: 'Black' });
    fireEvent.click(black);
    expect(text.style.fontVariationSettings).toBe('"wght" 900');
    expect(black.getAttribute('aria-pressed')).toBe('true');
  });

  it('offers features by their names, says their state with aria-pressed, and applies them', () => {
    const text = renderTester();
    const group = screen.getByRole('group', { name: 'OpenType features' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Standard ligatures', 'Small capitals', 'Open digits']);
    const smallCaps = screen.getByRole('button', { name: 'Small capitals' });
    expect(smallCaps.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(smallCaps);
    expect(smallCaps.getAttribute('aria-pressed')).toBe('true');
    expect(text.style.fontFeatureSettings).toBe('"smcp" 1');
    fireEvent.click(screen.getByRole('button', { name: 'Open digits' }));
    expect(text.style.fontFeatureSettings).toBe('"smcp" 1, "ss01" 1');
    fireEvent.click(smallCaps);
    expect(text.style.fontFeatureSettings).toBe('"ss01" 1');
  });

  it('shares size and alignment with every line', () => {
    const text = renderTester();
    fireEvent.change(screen.getByRole('slider', { name: /Size/ }), { target: { value: '120' } });
    expect(text.style.fontSize).toBe('120px');
    fireEvent.click(screen.getByRole('button', { name: 'Center' }));
    expect(text.style.textAlign).toBe('center');
  });

  it('moves the size and leading by keyboard and reads out their values', () => {
    const text = renderTester();
    const size = screen.getByRole('slider', { name: 'Size (px)' });
    fireEvent.keyDown(size, { key: 'ArrowRight' });
    expect(size.getAttribute('aria-valuetext')).toBe('65');
    expect(text.style.fontSize).toBe('65px');
    const leading = screen.getByRole('slider', { name: 'Leading' });
    expect(leading.getAttribute('aria-valuetext')).toBe('1.20');
    fireEvent.keyDown(leading, { key: 'ArrowLeft' });
    expect(leading.getAttribute('aria-valuetext')).toBe('1.15');
    expect(text.style.lineHeight).toBe('1.15');
  });

  it('drops the axes when a static style is picked, and follows an rtl encoding', async () => {
    const text = renderTester('rtl');
    expect(text.getAttribute('dir')).toBe('rtl');
    await chooseSelectOption(document.body, 'Style', 'Bold');
    expect(screen.queryByRole('slider', { name: /Weight/ })).toBeNull();
    expect(text.style.fontWeight).toBe('700');
    expect(text.style.fontVariationSettings).toBe('normal');
  });

  it('shows no loading line, and says so when the font fails to load', async () => {
    renderTester();
    expect(screen.queryByText(/Font:/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load: () => Promise.reject(new Error('NetworkError')) },
    });
    renderTester();
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
  });
});

describe('TypeTester lines', () => {
  const statics = testerFaces({
    styles: [
      { id: 'r', title: 'Regular', weight: 400, italic: false },
      { id: 'b', title: 'Bold', weight: 700, italic: false },
      { id: 'i', title: 'Italic', weight: 400, italic: true },
    ],
    variableFonts: [],
  });

  it('sets the shared text once per style, in its face and at the shared size, and a name picks the edited line', () => {
    renderInApp(
      <TypeTester
        faces={statics}
        features={[]}
        direction="ltr"
        sampleText="Handgloves"
        initialFaceKey="style-r"
      />,
    );
    const lines = within(screen.getByRole('list', { name: 'Every style' })).getAllByRole('listitem');
    expect(lines.map((line) => line.querySelector('p')?.textContent)).toEqual([
      'Handgloves',
      'Handgloves',
      'Handgloves',
    ]);
    expect(lines.map((line) => line.querySelector('p')?.style.fontWeight)).toEqual(['400', '700', '400']);
    expect(lines[2]?.querySelector('p')?.style.fontStyle).toBe('italic');

    const text = screen.getByRole('textbox', { name: 'Text to try' }) as HTMLTextAreaElement;
    expect(text.style.fontWeight).toBe('400');
    fireEvent.change(text, { target: { value: 'Quartz' } });
    fireEvent.change(screen.getByRole('slider', { name: /Size/ }), { target: { value: '40' } });
    for (const line of lines) {
      expect(line.querySelector('p')?.textContent).toBe('Quartz');
      expect(line.querySelector('p')?.style.fontSize).toBe('40px');
    }
    const bold = screen.getByRole('button', { name: 'Bold' });
    fireEvent.click(bold);
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    expect(text.style.fontWeight).toBe('700');
  });
});
