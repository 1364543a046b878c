import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { helpItems } from '../schema/index.ts';

type DemoHelpArticle = { url: string; title: string; body: string };
type DemoHelpSection = DemoHelpArticle & { articles: DemoHelpArticle[] };

/**
 * The help of the demo foundry: sections with their articles, bodies in Markdown (## headings,
 * lists, **bold**, *italic*, `code`, [links](/path)). Urls are unique across the whole help.
 */
export const DEMO_HELP: DemoHelpSection[] = [
  {
    url: 'licensing',
    title: 'Licensing',
    body: 'Which licence you need, what it allows and how to extend it.',
    articles: [
      {
        url: 'which-licence-do-i-need',
        title: 'Which licence do I need?',
        body: `Choose a licence for each way you use the fonts:

- **Desktop**: you install the fonts on computers to design print, images, logos or PDFs.
- **Web**: the fonts are served on a website with \`@font-face\`.
- **App**: the fonts are embedded in a mobile or desktop application.
- **E-book**: the fonts are embedded in e-books or digital magazines.

Most designers start with a desktop licence and add a web licence when the site goes live. You can add licences later: what you paid counts towards the upgrade. See the [licensing page](/licensing) for the details.`,
      },
      {
        url: 'licensing-for-a-client',
        title: 'Buying fonts for a client',
        body: `If you design for a client, the licence should cover them too. At checkout, add the client as a **third party**: their name and e-mail are written on the licence, and both of you may use the fonts for the project.

A licence with third parties costs a little more than one without; the price updates when you choose the number of third parties.`,
      },
      {
        url: 'upgrading-a-licence',
        title: 'Upgrading or extending a licence',
        body: `Need more computers, more page views or the whole family? Open **My fonts** in your account and choose *Upgrade* next to the family.

1. Choose what to upgrade: one style, the whole family or every script.
2. Pick the new licence size.
3. Pay only the difference: what you already paid is credited.`,
      },
      {
        url: 'corporate-licences',
        title: 'Corporate licences',
        body: `A corporate licence covers a whole organisation with one agreement. Staff download the fonts with an access code at [corporate fonts](/fonts/corporate). Write to [info@foundry.example](mailto:info@foundry.example) for an offer.`,
      },
    ],
  },
  {
    url: 'downloads',
    title: 'Downloads',
    body: 'Getting your font files, trial fonts and e-books.',
    articles: [
      {
        url: 'where-are-my-fonts',
        title: 'Where are my fonts?',
        body: `After payment the download link appears on the order page and in the confirmation e-mail. The fonts stay in your account under **My fonts**, where you can download them again at any time, in every format you bought.

If the e-mail has not arrived, check your spam folder, then write to us.`,
      },
      {
        url: 'font-formats',
        title: 'Which font formats do I get?',
        body: `Desktop licences include **OTF** files (and variable **TTF** files where the family has them). Web licences include **WOFF2** files. App licences include **TTF** files.

All formats you are licensed for are in the same download.`,
      },
      {
        url: 'trial-fonts',
        title: 'Trial fonts',
        body: `Trial fonts let you test a family in your layouts before you buy. They contain the basic Latin characters only and may be used for **tests and presentations**, not for published work.

Ask for a trial on the family page: the download starts right away, no e-mail needed.`,
      },
      {
        url: 'installing-fonts',
        title: 'Installing fonts',
        body: `## macOS
Double-click the font file and choose *Install Font*, or drag the files into Font Book.

## Windows
Right-click the font files and choose *Install for all users*.

Uninstall older versions of the same family first: applications may otherwise keep using the old files.`,
      },
    ],
  },
  {
    url: 'web-fonts',
    title: 'Web fonts',
    body: 'Using the fonts on websites.',
    articles: [
      {
        url: 'self-hosting-web-fonts',
        title: 'Hosting the web fonts yourself',
        body: `Upload the **WOFF2** files to your server and declare them with \`@font-face\`:

\`\`\`
@font-face { font-family: "Family"; src: url("/fonts/family.woff2") format("woff2"); }
\`\`\`

Use \`font-display: swap\` so text shows at once while the font loads.`,
      },
      {
        url: 'page-views',
        title: 'What counts as a page view?',
        body: `A page view is one page loaded in a browser, counted over a month across all sites the licence covers. If your traffic grows beyond the licence, upgrade to the next size: what you paid is credited.`,
      },
      {
        url: 'web-fonts-domains',
        title: 'On which domains may I use the fonts?',
        body: `A web licence covers the domains of one website, including its staging and test domains. A second, unrelated site needs its own licence.`,
      },
    ],
  },
  {
    url: 'orders-and-payment',
    title: 'Orders and payment',
    body: 'Paying, invoices, VAT and refunds.',
    articles: [
      {
        url: 'payment-methods',
        title: 'How can I pay?',
        body: `We accept **credit and debit cards** (with 3-D Secure) and bank transfer for larger orders. Card details go straight to the payment provider: see [payment security](/payment-security).`,
      },
      {
        url: 'invoices',
        title: 'Where is my invoice?',
        body: `The invoice is a PDF on your order's page (the confirmation e-mail links to it) and in your account under **My orders**. It shows the licences you bought and, for companies, your VAT number.`,
      },
      {
        url: 'vat-and-reverse-charge',
        title: 'VAT and reverse charge',
        body: `Businesses in the EU (outside the Czech Republic) with a valid VAT number buy **without VAT**: enter the number at checkout. The details are on [orders without VAT](/orders-without-vat).`,
      },
      {
        url: 'discount-codes',
        title: 'Using a discount code',
        body: `Enter the code in the cart and choose *Apply*. A code applies to the products it was issued for; it never covers shipping.`,
      },
      {
        url: 'payment-failed',
        title: 'My payment failed',
        body: `If your bank declined the payment or the 3-D Secure check was not completed, the order stays open: try again from the order page, or with another card. Nothing is charged for a failed payment.`,
      },
    ],
  },
  {
    url: 'shipping',
    title: 'Shipping',
    body: 'Books, posters and other printed goods.',
    articles: [
      {
        url: 'shipping-costs-and-times',
        title: 'Shipping costs and delivery times',
        body: `Choose a shipping method at checkout: the price and the delivery time are shown for your country.

- **Pick up at the studio** in Brno: free, ready the next working day.
- **Standard post** in the EU: 3–7 working days, tracked.
- **Express courier**: 1–3 working days.`,
      },
      {
        url: 'tracking-a-parcel',
        title: 'Tracking a parcel',
        body: `When your parcel leaves the studio you receive an e-mail with the tracking number and a link to the carrier.`,
      },
      {
        url: 'returning-goods',
        title: 'Returning goods',
        body: `Printed goods can be returned within 14 days of receipt. Read the [return policy](/return-policy) for the steps.`,
      },
    ],
  },
  {
    url: 'account',
    title: 'Account',
    body: 'Signing in, your details and your data.',
    articles: [
      {
        url: 'forgotten-password',
        title: 'I forgot my password',
        body: `Choose *Log In*, then *Forgot your password?*, and enter your e-mail address. You receive a link to set a new password; it is valid for a short time only.`,
      },
      {
        url: 'changing-account-details',
        title: 'Changing my e-mail or address',
        body: `Open **Account settings** to change your e-mail address, password and newsletter choice, and **Personal information** to manage your addresses.`,
      },
      {
        url: 'closing-my-account',
        title: 'Closing my account',
        body: `You can close your account in the account settings. Your invoices are kept as tax law requires; everything else is deleted. Download your fonts first: after closing, they are no longer available in the account.`,
      },
    ],
  },
];

/** The help tree. Idempotent: adds nothing when the first section is there. */
export async function seedHelp(db: Db): Promise<void> {
  const first = DEMO_HELP[0];
  if (!first) return;
  const existing = await db.select({ id: helpItems.id }).from(helpItems).where(eq(helpItems.url, first.url));
  if (existing.length > 0) return;
  for (const [sectionSort, section] of DEMO_HELP.entries()) {
    const [row] = await db
      .insert(helpItems)
      .values({ url: section.url, title: section.title, body: section.body, sort: sectionSort })
      .returning({ id: helpItems.id });
    if (!row) throw new Error(`help section ${section.url} was not inserted`);
    for (const [sort, article] of section.articles.entries()) {
      await db.insert(helpItems).values({ ...article, parentId: row.id, sort });
    }
  }
}
