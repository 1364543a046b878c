import type { Metadata } from 'next';
import { AccountOrders } from '../../../../features/account/index.ts';
import { serverT } from '../../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'My Orders' };

export default function AccountOrdersPage() {
  return (
    <>
      <h1>{serverT()('accountArea.menu.my_orders')}</h1>
      <AccountOrders />
    </>
  );
}
