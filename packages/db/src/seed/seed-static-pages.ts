import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { StoryBlock } from '../schema/editorial.ts';
import { newsletterIssues, pressItems, staticPages } from '../schema/index.ts';
import { DEMO_PRESS_ITEMS } from './demo-press-items.ts';

type DemoPage = {
  url: string;
  kind: 'about' | 'generic' | 'press' | 'team';
  title: string;
  description: string;
  blocks: StoryBlock[];
};

const p = (text: string): StoryBlock => ({ type: 'paragraph', text });
const h = (text: string, level: 2 | 3 = 2): StoryBlock => ({ type: 'headline', text, level });
const list = (items: string[], ordered = false): StoryBlock => ({ type: 'list', items, ordered });

const DEMO_NOTE =
  'This shop is a demonstration. The studio, its people and the press below are invented to show how the pages read; the typefaces sold here are real open-source families, credited to their designers on each family page.';

/**
 * The static pages of the demo foundry (docs/static-pages.md: about, generic, press,
 * team). Paragraph and list texts are inline Markdown: **bold**, *italic* and [links](/path).
 */
export const DEMO_STATIC_PAGES: DemoPage[] = [
  {
    url: 'about',
    kind: 'about',
    title: 'About the foundry',
    description:
      'An independent type foundry in Brno: typefaces for reading, for screens and for many scripts.',
    blocks: [
      p(DEMO_NOTE),
      h('Type for reading, in every script we can learn'),
      p(
        'Foundry is a small, independent type studio in Brno, Czech Republic. We publish retail typefaces, draw custom fonts for institutions and companies, and spend a good part of each year on research: how people read, how scripts other than Latin are written by hand, and how type behaves on cheap screens and in small sizes.',
      ),
      p(
        'Every family we sell is tested in the languages it claims to support, hinted or checked for the screens it will be read on, and delivered with the OpenType features its users expect: small caps, tabular figures, case-sensitive forms and the localised forms of the languages it covers.',
      ),
      {
        type: 'pullquote',
        text: 'A typeface is finished when nobody notices it while reading.',
        attribution: 'The studio',
      },
      h('What we do'),
      list([
        '**Retail fonts** for desktop, web, apps and e-books, licensed per use: see [licensing](/licensing).',
        '**Custom fonts**: adaptations and new designs for wayfinding, brands and publishers, see [custom fonts](/fonts/custom).',
        '**Research** on legibility and on handwriting, published as [stories](/stories).',
        '**Books and prints** about type, in the [shop](/products).',
      ]),
      h('The team'),
      {
        type: 'person',
        name: 'Klára Nováková',
        role: 'Type designer, founder',
        about: 'Draws Latin, Greek and Cyrillic; runs the custom projects.',
      },
      {
        type: 'person',
        name: 'Omar Haddad',
        role: 'Type designer',
        about: 'Arabic and Latin; leads the multi-script families.',
      },
      {
        type: 'person',
        name: 'Jonas Weber',
        role: 'Font engineer',
        about: 'Builds, hints and tests every font file that leaves the studio.',
      },
      {
        type: 'person',
        name: 'Petra Dvořák',
        role: 'Shop and licensing',
        about: 'Answers your questions about licences, invoices and orders.',
      },
      p(
        'Write to us at [info@foundry.example](mailto:info@foundry.example); we answer within two working days.',
      ),
    ],
  },
  {
    url: 'terms',
    kind: 'generic',
    title: 'Terms and conditions',
    description: 'The terms of sale for font licences, e-books and printed goods bought in this shop.',
    blocks: [
      p(DEMO_NOTE),
      h('1. Who sells'),
      p(
        'The seller is Foundry Studio, Křenová 67, 602 00 Brno, Czech Republic (the *studio*). These terms apply to every order placed in this shop, by consumers and by businesses. Where the law of your country gives a consumer more rights, those rights apply.',
      ),
      h('2. Prices and payment'),
      p(
        'Prices are shown in the currency you choose. For buyers in the European Union the VAT of the buyer’s country is added at checkout; businesses with a valid VAT number are invoiced without VAT, see [orders without VAT](/orders-without-vat). Payment is taken when you confirm the order; see [payment security](/payment-security) for how card data is handled.',
      ),
      h('3. Font licences'),
      p(
        'Fonts are not sold but **licensed**. The licence you buy (desktop, web, app, e-book or corporate) and its size (computers, page views, apps, titles) are written on your invoice and in your account. The licence is perpetual, non-exclusive and not transferable, except to the third parties you name at checkout. The full licence texts and what each one allows are on the [licensing page](/licensing).',
      ),
      list([
        'You may not pass the font files on to anybody who is not covered by the licence.',
        'You may embed fonts in PDF documents for viewing and printing.',
        'You may modify the fonts for your own use; the modified fonts stay under the same licence.',
        'A licence can be extended at any time: what you paid counts towards the upgrade.',
      ]),
      h('4. Delivery'),
      p(
        'Fonts and e-books are delivered as downloads: the link is shown after payment, sent by e-mail and kept in your account. Printed goods are shipped by the method you choose at checkout; delivery times are estimates given by the carrier.',
      ),
      h('5. Right of withdrawal'),
      p(
        'Consumers may withdraw from the purchase of **printed goods** within 14 days of receipt, see the [return policy](/return-policy). For **fonts and e-books**, you agree at checkout that delivery starts at once, and you acknowledge that the right of withdrawal ends when the download starts.',
      ),
      h('6. Warranty and liability'),
      p(
        'If a font file is faulty (it does not install, a character listed in the specimen is missing, it renders wrongly in a current version of a common application), we fix it or give you your money back. Our liability for other damage is limited to the price of the order, except for damage caused intentionally or by gross negligence.',
      ),
      h('7. Disputes'),
      p(
        'These terms are governed by Czech law. Consumers in the EU may also use the European Commission’s online dispute resolution platform. We are happy to solve problems directly first: write to [info@foundry.example](mailto:info@foundry.example).',
      ),
    ],
  },
  {
    url: 'privacy-policy',
    kind: 'generic',
    title: 'Privacy policy',
    description: 'What personal data the shop keeps, why, for how long, and your rights under the GDPR.',
    blocks: [
      p(DEMO_NOTE),
      h('Who is responsible'),
      p(
        'Foundry Studio, Křenová 67, 602 00 Brno, Czech Republic, is the controller of the personal data processed through this site. Questions and requests go to [info@foundry.example](mailto:info@foundry.example).',
      ),
      h('What we keep and why'),
      list([
        '**Orders**: your name, e-mail address, billing and shipping address, VAT number and what you bought. We need them to deliver, to invoice and to show your licences; tax law makes us keep invoices for ten years.',
        '**Account**: your e-mail address, a hash of your password and your settings, for as long as you keep the account.',
        '**Newsletter**: your e-mail address, only after you confirm the subscription; every issue has a link to unsubscribe.',
        '**Trial downloads and feedback**: your e-mail address and what you sent, to answer you.',
        '**Server logs**: IP address and requests, kept for 30 days to keep the site secure.',
      ]),
      h('Who else sees it'),
      p(
        'The payment provider processes your card or bank details; we never see or store card numbers. Carriers receive the shipping address of printed goods. Forms are protected by a captcha service, which receives technical data about your browser. We do not sell personal data and we do not use advertising trackers.',
      ),
      h('Cookies'),
      p(
        'The site uses a cookie for your session when you sign in. The cart, the compare list and dismissed notices are kept in your browser’s local storage and never leave it.',
      ),
      h('Your rights'),
      p(
        'You may ask for a copy of your data, have it corrected or deleted, object to its processing and take it elsewhere. You can close your account yourself in the account settings. You may also complain to the Czech data protection office (ÚOOÚ).',
      ),
    ],
  },
  {
    url: 'return-policy',
    kind: 'generic',
    title: 'Return policy',
    description: 'How to return printed goods within 14 days, and what happens with fonts and e-books.',
    blocks: [
      p(DEMO_NOTE),
      h('Printed goods: 14 days, no reason needed'),
      p(
        'Books, posters, T-shirts and tote bags may be returned within **14 days** of receipt without giving a reason. Tell us by e-mail at [info@foundry.example](mailto:info@foundry.example) with your order number, then send the goods within another 14 days.',
      ),
      list(
        [
          'Write to us with the order number and the items you return.',
          'Pack the goods so that they are not damaged on the way; posters in a tube.',
          'Send them to Foundry Studio, Křenová 67, 602 00 Brno, Czech Republic, or bring them to the studio.',
          'We refund the price and the cheapest shipping cost within 14 days of receiving the goods, to the payment method you used.',
        ],
        true,
      ),
      p(
        'The cost of sending goods back is yours, unless the goods were damaged or wrong. Goods that were used, washed or damaged after delivery may be refunded only in part.',
      ),
      h('Damaged or wrong goods'),
      p(
        'If something arrives damaged or is not what you ordered, send us a photo within 14 days and we will send a replacement or refund you in full, shipping included.',
      ),
      h('Fonts and e-books'),
      p(
        'Downloads cannot be returned once the download has started, as explained at checkout and in the [terms](/terms). If you bought the wrong licence or the wrong styles, write to us before you use them: we usually exchange them or credit the price towards the right licence.',
      ),
    ],
  },
  {
    url: 'orders-without-vat',
    kind: 'generic',
    title: 'Orders without VAT',
    description: 'Businesses in the EU with a valid VAT number buy without VAT (reverse charge).',
    blocks: [
      p(DEMO_NOTE),
      h('Who can order without VAT'),
      p(
        'If your business is registered for VAT in an EU country other than the Czech Republic, you can order **without VAT**. Enter your VAT number at checkout: it is checked against the EU’s VIES service while you type, and the VAT disappears from the total once it is valid.',
      ),
      h('How the reverse charge works'),
      p(
        'Under the EU reverse-charge rule the VAT is not charged by us but accounted for by you, the buyer, in your own VAT return. Your invoice shows no VAT, your VAT number and the note *Reverse charge*.',
      ),
      list([
        'The VAT number must belong to the organisation named on the invoice.',
        'The billing address must be in the country of the VAT number.',
        'Buyers in the Czech Republic always pay Czech VAT, with or without a VAT number.',
        'Buyers outside the EU pay no EU VAT; local taxes or duties may apply on import.',
      ]),
      h('When the check fails'),
      p(
        'If VIES cannot be reached or does not confirm the number, the order includes VAT. Send us the invoice number and proof of your VAT registration and we refund the VAT.',
      ),
    ],
  },
  {
    url: 'payment-security',
    kind: 'generic',
    title: 'Payment security',
    description:
      'Card data goes straight to the payment provider, protected by 3-D Secure; we never store it.',
    blocks: [
      p(DEMO_NOTE),
      h('Your card never touches our servers'),
      p(
        'Card payments are handled by our payment provider, a PCI DSS Level 1 certified company. The card form on the payment page is served by the provider and encrypts the card number in your browser; our shop receives only a reference to the payment and its result.',
      ),
      h('3-D Secure'),
      p(
        'Card payments are confirmed with **3-D Secure** (for example Visa Secure or Mastercard Identity Check): your bank may ask you to approve the payment in its app or with a code. This is required for most cards in Europe and protects you if your card details are stolen.',
      ),
      h('Saved cards'),
      p(
        'If you choose to save a card for later orders, the provider keeps it and gives us a token and the last four digits, which is all your account shows. You can delete a saved card at any time in your account’s payment options.',
      ),
      h('Other safeguards'),
      list([
        'The whole site is served over HTTPS only.',
        'Orders are confirmed by e-mail; an invoice is issued only after the payment is confirmed by the provider.',
        'We will never ask for card details by e-mail or telephone.',
      ]),
    ],
  },
  {
    url: 'licensing',
    kind: 'generic',
    title: 'Licensing',
    description: 'What each font licence allows: desktop, web, app, e-book and corporate.',
    blocks: [
      h('One licence per use'),
      p(
        'A font licence says where the fonts may be used and how much. You choose the licences on each family page: the price updates as you go, and you can add to a licence later, counting what you already paid. Everything is perpetual: there are no yearly fees.',
      ),
      list([
        '**Desktop**: install the fonts on a number of computers to make documents, print, images, logos and PDFs.',
        '**Web**: use the fonts on websites through @font-face, sized by monthly page views.',
        '**App**: embed the fonts in mobile or desktop applications, per app.',
        '**E-book**: embed the fonts in e-books and digital publications, per title.',
        '**Corporate**: one agreement for a whole organisation, with access codes for its staff.',
      ]),
      p(
        'Buying for a client? Name them at checkout as a third party and the licence covers them too. Questions the pages do not answer are answered in the [help](/help/licensing) or by e-mail.',
      ),
    ],
  },
  {
    url: 'team',
    kind: 'team',
    title: 'Team',
    description: 'The people who draw, engineer and sell the fonts.',
    blocks: [
      p(DEMO_NOTE),
      {
        type: 'person',
        name: 'Klára Nováková',
        role: 'Type designer, founder',
        about: 'Latin, Greek and Cyrillic.',
      },
      { type: 'person', name: 'Omar Haddad', role: 'Type designer', about: 'Arabic and Latin.' },
      { type: 'person', name: 'Jonas Weber', role: 'Font engineer', about: 'Builds and tests the fonts.' },
      {
        type: 'person',
        name: 'Petra Dvořák',
        role: 'Shop and licensing',
        about: 'Licences, invoices and orders.',
      },
    ],
  },
  {
    url: 'press',
    kind: 'press',
    title: 'Press',
    description: 'What has been written about the foundry, and images for the press.',
    blocks: [
      p(DEMO_NOTE),
      p('For interviews and images write to [press@foundry.example](mailto:press@foundry.example).'),
    ],
  },
];

const DEMO_NEWSLETTER_ISSUE: typeof newsletterIssues.$inferInsert = {
  subject: 'Autumn news: new weights, a poster and a research story',
  preheader: 'What the studio made this season, and ten per cent off prints until the end of the month.',
  blocks: [
    p('Hello from Brno,'),
    p(
      'the leaves are down, and the studio has been busy. Here is what is new in the shop and in the stories. (This is a demo issue: everything in it is invented.)',
    ),
    h('New weights'),
    p(
      'The display families have new **Light** and **Black** weights, with tabular figures and case-sensitive forms. If you own the family, the upgrade counts what you already paid: see [licensing](/licensing).',
    ),
    h('A poster for your wall'),
    p(
      'Our specimen poster is printed on uncoated paper in two colours; find it among the [posters](/posters).',
    ),
    h('From the research desk'),
    list([
      'How children learn to read joined-up handwriting.',
      'Why small sizes need wider spacing, with measurements from the studio.',
    ]),
    {
      type: 'pullquote',
      text: 'Good type is invisible; good spacing even more so.',
      attribution: 'Jonas Weber',
    },
    p('Questions? Just answer this e-mail, or read the [help](/help).'),
  ],
  sentAt: new Date('2025-10-30T09:00:00Z'),
};

/**
 * The static pages, press items and one newsletter issue. Idempotent: each part is added only when
 * missing (pages by url, the rest when its table is empty). No holiday notice: one is shown only
 * when it is added for real dates.
 */
export async function seedStaticPages(db: Db): Promise<void> {
  for (const page of DEMO_STATIC_PAGES) {
    const existing = await db
      .select({ id: staticPages.id })
      .from(staticPages)
      .where(eq(staticPages.url, page.url))
      .limit(1);
    if (existing.length === 0) await db.insert(staticPages).values({ ...page, status: 'PUBLISHED' });
  }
  if ((await db.select({ id: pressItems.id }).from(pressItems).limit(1)).length === 0) {
    await db.insert(pressItems).values(DEMO_PRESS_ITEMS);
  }
  if ((await db.select({ id: newsletterIssues.id }).from(newsletterIssues).limit(1)).length === 0) {
    await db.insert(newsletterIssues).values(DEMO_NEWSLETTER_ISSUE);
  }
}
