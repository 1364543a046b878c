'use client';

import type { CSSProperties } from 'react';
import { FAMILY_PAGE_TEXTS } from '../../lib/i18n/areas/family-page.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import type { TesterFace } from './tester-faces.ts';

interface TesterStyleLinesProps {
  faces: readonly TesterFace[];
  text: string;
  /** Size, leading, alignment and features shared with the edited line. */
  shared: CSSProperties;
  direction: 'ltr' | 'rtl';
  chosenKey: string;
  onChoose: (key: string) => void;
}

/**
 * The shared text once per static style, one line each in its own face, like a specimen's
 * waterfall of weights; a style's name makes it the edited line above.
 */
export function TesterStyleLines({
  faces,
  text,
  shared,
  direction,
  chosenKey,
  onChoose,
}: TesterStyleLinesProps) {
  const { t } = useTexts(FAMILY_PAGE_TEXTS);
  if (faces.length < 2) return null;
  const line = text.split('\n')[0] ?? '';
  return (
    <ul className="tester-lines" aria-label={t('familyPage.tester.everyStyle')}>
      {faces.map((face) => (
        <li key={face.key} className="tester-lines__line">
          <button
            type="button"
            className="tester-lines__name"
            aria-pressed={face.key === chosenKey}
            onClick={() => onChoose(face.key)}
          >
            {face.label}
          </button>
          <p
            className="tester-lines__text"
            dir={direction}
            data-font-family={face.cssFamily}
            style={{
              ...shared,
              fontFamily: `"${face.cssFamily}", var(--font-ui)`,
              fontWeight: face.weight,
              fontStyle: face.italic ? 'italic' : 'normal',
            }}
          >
            {line}
          </p>
        </li>
      ))}
    </ul>
  );
}
