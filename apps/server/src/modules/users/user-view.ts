import type { Group, Role, User } from '@pustaka/contract';

/** Primary role: admin if present, else publisher, else members (spec section 6). */
export function primaryRole(roles: readonly string[]): Role {
  if (roles.includes('admin')) return 'admin';
  if (roles.includes('publisher')) return 'publisher';
  return 'members';
}

/** First and last name joined; the literal "undefined" counts as empty; "User" when nothing is left. */
export function displayName(firstName: string, lastName: string): string {
  const clean = (part: string) => (part.trim() === 'undefined' ? '' : part.trim());
  return [clean(firstName), clean(lastName)].filter(Boolean).join(' ') || 'User';
}

export function imageUrl(key: string | null): string | null {
  return key ? `/api/v2/public/image-proxy/${key}` : null;
}

export type UserRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  emailVerifiedAt: Date | null;
  isActive: boolean;
  language: string;
  bio: string | null;
  phone: string | null;
  website: string | null;
  avatarKey: string | null;
  coverKey: string | null;
  premiumCreatorUntil: Date | null;
  createdAt: Date;
};

export function toUser(row: UserRow, roles: Role[], groups: Group[]): User {
  const ordered = (['admin', 'publisher', 'members'] as const).filter((role) => roles.includes(role));
  return {
    id: row.id,
    email: row.email,
    email_verified: row.emailVerifiedAt !== null,
    first_name: row.firstName,
    last_name: row.lastName === 'undefined' ? '' : row.lastName,
    fullName: displayName(row.firstName, row.lastName),
    role: primaryRole(ordered),
    roles: ordered.length > 0 ? ordered : ['members'],
    groups,
    is_active: row.isActive,
    language: row.language === 'en' ? 'en' : 'id',
    bio: row.bio,
    phone: row.phone,
    website: row.website,
    avatar_url: imageUrl(row.avatarKey),
    cover_url: imageUrl(row.coverKey),
    premium_creator_until: row.premiumCreatorUntil?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
