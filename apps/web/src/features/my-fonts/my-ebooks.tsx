'use client';

import Link from 'next/link';
import { useId } from 'react';
import { accountDate } from '../../lib/dates/account-date.ts';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { MY_FONTS_TEXTS } from '../../lib/i18n/areas/my-fonts.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { useAuth } from '../auth/index.ts';
import { AccountPagedList } from './account-paged-list.tsx';
import { useAccountDownload } from './use-account-download.ts';
import { type MyEbookNode, useMyEbooksPages } from './use-my-fonts-pages.ts';

function EbookItem({ ebook }: { ebook: MyEbookNode }) {
  const { t } = useTexts(ACCOUNT_TEXTS, MY_FONTS_TEXTS);
  const ids = useId();
  const { start, busy } = useAccountDownload();
  return (
    <article className="my-ebook" aria-labelledby={`${ids}-title`}>
      {ebook.cover ? (
        // biome-ignore lint/performance/noImgElement: stored covers come from the API's file route
        <img
          src={ebook.cover.url}
          alt={ebook.cover.alt}
          width={ebook.cover.width}
          height={ebook.cover.height}
        />
      ) : null}
      <h3 id={`${ids}-title`}>
        <Link href={`/product/${encodeURIComponent(ebook.url)}`}>{ebook.title}</Link>
      </h3>
      <p>{t('myFonts.ebooks.order', { id: ebook.orderID, date: accountDate(ebook.orderDate) })}</p>
      <Button
        busy={busy}
        aria-label={t('myFonts.ebooks.downloadFor', { title: ebook.title })}
        onPress={() => void start({ type: 'order', orderID: ebook.orderID })}
      >
        {t('myFonts.ebooks.download')}
      </Button>
      <p role="status" aria-live="polite">
        {busy ? t('myFonts.ebooks.preparing') : null}
      </p>
    </article>
  );
}

/** My e-books: the e-books of paid orders, newest first, each downloaded with its order. */
export function MyEbooks() {
  const { t } = useTexts(ACCOUNT_TEXTS, MY_FONTS_TEXTS);
  const { loggedIn } = useAuth();
  const pages = useMyEbooksPages(!loggedIn);

  return (
    <section className="my-ebooks" aria-busy={pages.loading} aria-label={t('accountArea.menu.my_ebooks')}>
      <AccountPagedList
        pages={pages}
        className="my-ebooks__list"
        keyOf={(ebook) => ebook.id}
        renderItem={(ebook) => <EbookItem ebook={ebook} />}
        empty={
          <>
            {t('myFonts.ebooks.empty')} <Link href="/books">{t('myFonts.ebooks.browse')}</Link>
          </>
        }
      />
    </section>
  );
}
