// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
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
    <TypeTester faces={faces} features={['liga', 'smcp']} direction={direction} sampleText="Sample" />,
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

  it('toggles OpenType features, size and alignment', () => {
    const text = renderTester();
    fireEvent.click(screen.getByRole('button', { name: 'smcp' }));
    expect(text.style.fontFeatureSettings).toBe('"smcp" 1');
    fireEvent.change(screen.getByRole('slider', { name: /Size/ }), { target: { value: '120' } });
    expect(text.style.fontSize).toBe('120px');
    fireEvent.click(screen.getByRole('button', { name: 'Center' }));
    expect(text.style.textAlign).toBe('center');
  });

  it('drops the axes when a static style is picked, and follows an rtl encoding', () => {
    const text = renderTester('rtl');
    expect(text.getAttribute('dir')).toBe('rtl');
    fireEvent.change(screen.getByRole('combobox', { name: 'Style' }), { target: { value: 'style-s1' } });
    expect(screen.queryByRole('slider', { name: /Weight/ })).toBeNull();
    expect(text.style.fontWeight).toBe('700');
    expect(text.style.fontVariationSettings).toBe('normal');
  });

  it('reports Unloaded without the Font Loading API and Error when loading fails', async () => {
    renderTester();
    expect(screen.getByText('Font: not loaded')).toBeTruthy();
    cleanup();
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load: () => Promise.reject(new Error('NetworkError')) },
    });
    renderTester();
    expect(await screen.findByText('Font: failed to load')).toBeTruthy();
  });
});
