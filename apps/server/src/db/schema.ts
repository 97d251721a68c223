// Every module's tables, for drizzle-kit and the typed query API. Modules own their tables; this only gathers them.
export * from '../modules/auth/tables.ts';
export * from '../modules/authors/tables.ts';
export * from '../modules/blog/tables.ts';
export * from '../modules/campaigns/tables.ts';
export * from '../modules/catalogue/tables.ts';
export * from '../modules/contact/tables.ts';
export * from '../modules/delivery/tables.ts';
export * from '../modules/landing-pages/tables.ts';
export * from '../modules/ledger/tables.ts';
export * from '../modules/orders/tables.ts';
export * from '../modules/payments/tables.ts';
export * from '../modules/slides/tables.ts';
export * from '../modules/subscriptions/tables.ts';
export * from '../modules/users/tables.ts';
export * from '../platform/jobs/tables.ts';
export * from '../platform/mail/tables.ts';
export * from '../platform/rate-limit/tables.ts';
