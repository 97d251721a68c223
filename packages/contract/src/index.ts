export * from './auth.ts';
export * from './common.ts';
export * from './system.ts';
export * from './users.ts';
