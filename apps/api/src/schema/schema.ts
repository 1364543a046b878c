import { lexicographicSortSchema } from '../lib/graphql.ts';
import { builder } from './builder.ts';
// Each domain file adds its types and root fields to the builder when imported.
import './account.ts';
import './affiliate.ts';
import './address.ts';
import './cart-summary.ts';
import './corporate.ts';
import './country.ts';
import './custom-fonts.ts';
import './download.ts';
import './discount-code.ts';
import './encoding.ts';
import './family.ts';
import './family-extras.ts';
import './family-share.ts';
import './feedback.ts';
import './font-customisation.ts';
import './font-customisation-mutations.ts';
import './fonts-in-use.ts';
import './family-group.ts';
import './family-reads.ts';
import './variable-font.ts';
import './glyph.ts';
import './homepage-hero.ts';
import './language.ts';
import './license.ts';
import './my-ebooks.ts';
import './my-fonts.ts';
import './newsletter.ts';
import './order.ts';
import './order-documents.ts';
import './payment.ts';
import './physical-product.ts';
import './price-calculation.ts';
import './product.ts';
import './shipping.ts';
import './stored-card.ts';
import './trial.ts';
import './upgrade.ts';
import './user.ts';
import './user-fonts-in-use.ts';
import './vat.ts';

builder.queryType({});
builder.mutationType({});

/** The API's schema, sorted so the printed file does not depend on import order. */
export const schema = lexicographicSortSchema(builder.toSchema());
