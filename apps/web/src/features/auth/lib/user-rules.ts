import type { Group, Role, User } from '@pustaka/contract';

const ROLE_ORDER: readonly Role[] = ['admin', 'publisher', 'members'];

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLE_ORDER as readonly string[]).includes(value);
}

/** A name part as the spec reads it: the literal strings "undefined" and "null" count as empty. */
export function cleanNamePart(value: unknown): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  return trimmed === 'undefined' || trimmed === 'null' ? '' : trimmed;
}

/** First and last name joined, or the fallback ("User") when both are empty. */
export function displayName(
  user: Pick<User, 'first_name' | 'last_name'> | null | undefined,
  fallback = 'User',
) {
  if (!user) return fallback;
  const name = [cleanNamePart(user.first_name), cleanNamePart(user.last_name)].filter(Boolean).join(' ');
  return name || fallback;
}

/** Initials for the avatar: first letters of first and last name, or "U". */
export function initials(user: Pick<User, 'first_name' | 'last_name'> | null | undefined): string {
  if (!user) return 'U';
  const letters = [cleanNamePart(user.first_name), cleanNamePart(user.last_name)]
    .filter(Boolean)
    .map((part) => Array.from(part)[0] ?? '')
    .join('');
  return letters ? letters.toLocaleUpperCase() : 'U';
}

/** Roles come from the roles list plus the single role field. */
export function rolesOf(user: Partial<Pick<User, 'role' | 'roles'>> | null | undefined): Role[] {
  if (!user) return [];
  const all = [...(Array.isArray(user.roles) ? user.roles : []), user.role].filter(isRole);
  return ROLE_ORDER.filter((role) => all.includes(role));
}

/** admin if present, else publisher, else members. */
export function primaryRole(user: Partial<Pick<User, 'role' | 'roles'>> | null | undefined): Role {
  return rolesOf(user)[0] ?? 'members';
}

export function hasRole(user: Partial<Pick<User, 'role' | 'roles'>> | null | undefined, role: Role): boolean {
  return rolesOf(user).includes(role);
}

export function groupsOf(user: Partial<Pick<User, 'groups'>> | null | undefined): Group[] {
  if (!user || !Array.isArray(user.groups)) return [];
  return user.groups.filter((group): group is Group => typeof group?.id === 'number');
}

/** Groups may be named by id or by name in a route rule. */
export function inGroup(
  user: Partial<Pick<User, 'groups'>> | null | undefined,
  group: number | string,
): boolean {
  return groupsOf(user).some((g) => (typeof group === 'number' ? g.id === group : g.name === group));
}

/** true or 1 counts as verified (older stored users carry a number). */
export function isEmailVerified(user: { email_verified?: unknown } | null | undefined): boolean {
  return user?.email_verified === true || user?.email_verified === 1;
}

/**
 * A user record in the app's shape: it needs an id, an email and a real first name; the last name may be
 * empty here ("undefined" is normalised to empty), as the server allows it. What the app may keep from
 * storage is stricter: storedUserOrNull.
 */
export function normaliseStoredUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  if (typeof user.id !== 'number' || typeof user.email !== 'string') return null;
  const firstName = cleanNamePart(user.first_name);
  if (!firstName) return null;
  if (user.last_name !== undefined && user.last_name !== null && typeof user.last_name !== 'string')
    return null;
  const lastName = cleanNamePart(user.last_name);
  const roles = rolesOf(user as Partial<User>);
  return {
    ...(user as unknown as User),
    first_name: firstName,
    last_name: lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' '),
    email_verified: isEmailVerified(user),
    role: primaryRole(user as Partial<User>),
    roles: roles.length ? roles : ['members'],
    groups: groupsOf(user as Partial<User>),
  };
}

/**
 * The spec's stored-user rule: stored data whose first or last name is empty or invalid (missing, not text,
 * blank, "undefined" or "null") is discarded, so the app fetches the user again instead of trusting it.
 */
export function storedUserOrNull(value: unknown): User | null {
  const user = normaliseStoredUser(value);
  return user?.last_name ? user : null;
}
