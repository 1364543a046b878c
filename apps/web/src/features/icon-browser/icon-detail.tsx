'use client';

import { useCopy } from '../../lib/clipboard/use-copy.ts';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { ICON_BROWSER_TEXTS } from '../../lib/i18n/areas/icon-browser.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { codePointLabel, GlyphOutline } from '../glyphs/index.ts';
import type { ListedIcon } from './use-icon-pages.ts';

/**
 * The selected icon drawn large with its name and code point, and buttons that copy the character
 * (for fonts set by code point) or the name (for fonts whose ligatures turn names into icons).
 */
export function IconDetail({ icon }: { icon: ListedIcon }) {
  const { t } = useTexts(CATALOGUE_TEXTS, ICON_BROWSER_TEXTS);
  const { copied, failed, copy } = useCopy();
  const codePoint = codePointLabel(icon.codePoint);
  return (
    <figure className="icon-detail" aria-labelledby="icon-detail-name">
      <GlyphOutline className="icon-detail__outline" path={icon.path} viewBox={icon.viewBox} />
      <figcaption>
        <p id="icon-detail-name" className="icon-detail__name">
          <span className="visually-hidden">{t('iconBrowser.selected')}: </span>
          <strong>{icon.name}</strong>
        </p>
        <p>
          {t('iconBrowser.codePoint')}:{' '}
          <code className="icon-detail__code-point">{codePoint ?? t('glyphs.unencoded')}</code>
        </p>
        <div className="icon-detail__actions">
          {icon.unicode ? (
            <button type="button" className="button" onClick={() => copy('character', icon.unicode ?? '')}>
              {copied === 'character' ? t('iconBrowser.copied') : t('iconBrowser.copyCharacter')}
            </button>
          ) : null}
          <button type="button" className="button" onClick={() => copy('name', icon.name)}>
            {copied === 'name' ? t('iconBrowser.copied') : t('iconBrowser.copyName')}
          </button>
        </div>
        <p className="icon-detail__status" aria-live="polite">
          {copied ? t('iconBrowser.copiedToClipboard') : failed ? t('iconBrowser.copyFailed') : ''}
        </p>
      </figcaption>
    </figure>
  );
}
