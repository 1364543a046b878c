export * from './affiliate-commission.ts';
export * from './affiliate-invoice-limit.ts';
export * from './affiliate-link.ts';
export * from './affiliate-monthly-stats.ts';
export * from './affiliate-unpaid-amount.ts';
