export * from './auth.ts';
export * from './catalogue.ts';
export * from './common.ts';
export * from './delivery.ts';
export * from './system.ts';
export * from './users.ts';
export * from './commerce.ts';
