import type { TFunction } from 'i18next';
import { IconBrowser } from './icon-browser.tsx';
import { LazySuggestIconForm } from './lazy-suggest-icon-form.tsx';

/** The icon family's browser (in place of the text tester and glyph grid) and 'Suggest an icon'. */
export function IconBrowserSection({
  familyID,
  styleID,
  t,
}: {
  familyID: string;
  styleID: string;
  t: TFunction;
}) {
  return (
    <>
      <section aria-labelledby="icon-browser-title" className="icon-browser-section">
        <h2 id="icon-browser-title">{t('iconBrowser.title')}</h2>
        <IconBrowser styleID={styleID} />
      </section>
      <section aria-labelledby="suggest-icon-title" className="suggest-icon">
        <h2 id="suggest-icon-title">{t('iconBrowser.suggest.title')}</h2>
        <p>{t('iconBrowser.suggest.intro')}</p>
        <LazySuggestIconForm familyID={familyID} titleId="suggest-icon-title" />
      </section>
    </>
  );
}
