import type { TFunction } from 'i18next';
import type { ComponentProps } from 'react';
import { TypeTester } from '../type-tester/index.ts';

type TesterProps = ComponentProps<typeof TypeTester>;

interface FamilyTesterSectionProps extends TesterProps {
  /** Icon fonts have no letters: a text tester would set its sample in a fallback font. */
  isIconFamily: boolean;
  t: TFunction;
}

/**
 * The family page's type tester. Icon families have none: their icons are tried in the icon
 * browser, by name, and Latin text would only show the fallback font.
 */
export function FamilyTesterSection({ isIconFamily, t, ...tester }: FamilyTesterSectionProps) {
  if (isIconFamily) return null;
  return (
    <section aria-labelledby="family-tester-title">
      <h2 id="family-tester-title">{t('family.tester')}</h2>
      <TypeTester {...tester} />
    </section>
  );
}
