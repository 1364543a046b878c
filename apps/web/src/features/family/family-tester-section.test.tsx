// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { testerFaces } from '../type-tester/index.ts';
import { FamilyTesterSection } from './family-tester-section.tsx';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(document, 'fonts');
});

const faces = testerFaces({
  styles: [{ id: 's1', title: 'Regular', weight: 400, italic: false }],
  variableFonts: [],
});

function renderSection(isIconFamily: boolean) {
  renderInApp(
    <FamilyTesterSection
      isIconFamily={isIconFamily}
      t={serverT()}
      faces={faces}
      features={[]}
      direction="ltr"
      sampleText="Sphinx of black quartz"
    />,
  );
}

describe('FamilyTesterSection', () => {
  it('lets a text family be tried in its own face', () => {
    renderSection(false);
    expect(screen.getByRole('region', { name: 'Type tester' })).toBeTruthy();
    const text = screen.getByRole('textbox', { name: 'Text to try' }) as HTMLTextAreaElement;
    expect(text.value).toBe('Sphinx of black quartz');
  });

  it('shows no Latin sample for an icon family: its icons are tried in the icon browser', () => {
    renderSection(true);
    expect(screen.queryByRole('region', { name: 'Type tester' })).toBeNull();
    expect(screen.queryByText('Sphinx of black quartz')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Text to try' })).toBeNull();
  });
});
