import { formatMoney, type Money } from '@foundry/domain';
import { Column, Row, Section } from '@react-email/components';

/** One line of an order as the mails list it. */
export interface MailOrderLine {
  title: string;
  quantity: number;
  /** The line's price (unit price × quantity), VAT excluded. */
  price: Money;
}

/** The totals of an order as the mails show them (zero amounts are left out but the total). */
export interface MailOrderTotals {
  subTotal: Money;
  discount: Money;
  shipping: Money;
  vat: Money;
  total: Money;
}

const cell = { fontSize: '14px', lineHeight: '20px', padding: '4px 0' };
const amount = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };
const strong = { ...amount, fontWeight: 700 };

function AmountRow({ label, value, bold = false }: { label: string; value: string; bold?: boolean }) {
  return (
    <Row>
      <Column style={bold ? { ...cell, fontWeight: 700 } : cell}>{label}: </Column>
      <Column style={bold ? strong : amount}>{value}</Column>
    </Row>
  );
}

/** The order's lines and totals, for the confirmation and the bank-transfer mails. */
export function OrderSummary({
  lines,
  totals,
}: {
  lines: readonly MailOrderLine[];
  totals: MailOrderTotals;
}) {
  return (
    <Section>
      {lines.map((line, index) => (
        <AmountRow
          // Lines have no identity of their own here; their order is the order's.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered once and never reordered
          key={index}
          label={line.quantity > 1 ? `${line.quantity} × ${line.title}` : line.title}
          value={formatMoney(line.price)}
        />
      ))}
      <AmountRow label="Subtotal" value={formatMoney(totals.subTotal)} />
      {totals.discount.amount > 0 ? (
        <AmountRow label="Discount" value={`−${formatMoney(totals.discount)}`} />
      ) : null}
      {totals.shipping.amount > 0 ? (
        <AmountRow label="Shipping" value={formatMoney(totals.shipping)} />
      ) : null}
      {totals.vat.amount > 0 ? <AmountRow label="VAT" value={formatMoney(totals.vat)} /> : null}
      <AmountRow label="Total" value={formatMoney(totals.total)} bold />
    </Section>
  );
}
