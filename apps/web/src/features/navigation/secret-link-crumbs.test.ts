import { describe, expect, it } from 'vitest';
import { breadcrumbsForPath } from './breadcrumbs-for-path.ts';

describe('breadcrumbs of pages opened by a secret link', () => {
  it('never show the order hash and link only to real pages', () => {
    const pay = breadcrumbsForPath('/pay/123/s3cr3th4sh', 'Home');
    expect(pay).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Cart', href: '/checkout' },
      { label: 'Payment', href: '/pay/123/s3cr3th4sh' },
    ]);
    const order = breadcrumbsForPath('/orders/123/s3cr3th4sh', 'Home', 'Order 123');
    expect(order.map((crumb) => crumb.label)).toEqual(['Home', 'Order 123']);
    // Only the current page (shown as text, not a link) carries its own address.
    for (const trail of [pay, order]) {
      for (const crumb of trail.slice(0, -1)) expect(crumb.href).not.toContain('s3cr3t');
      for (const crumb of trail) expect(crumb.label).not.toContain('s3cr3t');
    }
  });

  it('leave other trails as they were', () => {
    expect(breadcrumbsForPath('/fonts/inter', 'Home').map((crumb) => crumb.label)).toEqual([
      'Home',
      'Fonts',
      'Inter',
    ]);
  });
});
