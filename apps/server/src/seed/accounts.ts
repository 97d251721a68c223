import type { Role } from '@pustaka/contract';
import { hashPassword } from '#modules/auth/index.ts';
import { countUsers, createUser } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';

/** The demo accounts of a fresh install; README lists the same. */
export const DEMO_ACCOUNTS: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: Role[];
}[] = [
  {
    email: 'admin@pustaka.test',
    password: 'Admin#Pustaka1',
    firstName: 'Ayu',
    lastName: 'Pratiwi',
    roles: ['admin'],
  },
  {
    email: 'penerbit@pustaka.test',
    password: 'Penerbit#Pustaka1',
    firstName: 'Budi',
    lastName: 'Santoso',
    roles: ['publisher', 'members'],
  },
  {
    email: 'anggota@pustaka.test',
    password: 'Anggota#Pustaka1',
    firstName: 'Citra',
    lastName: 'Lestari',
    roles: ['members'],
  },
];

/** Seeds the demo accounts into an empty database; undefined when it already has users. */
export async function seedAccounts(ctx: AppContext) {
  if ((await countUsers(ctx.db)) > 0) return undefined;
  const ids: number[] = [];
  for (const account of DEMO_ACCOUNTS) {
    ids.push(
      await createUser(ctx.db, {
        email: account.email,
        passwordHash: await hashPassword(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        roles: account.roles,
        emailVerified: true,
      }),
    );
  }
  return {
    list: DEMO_ACCOUNTS,
    adminId: ids[0] as number,
    publisherId: ids[1] as number,
    memberId: ids[2] as number,
  };
}
