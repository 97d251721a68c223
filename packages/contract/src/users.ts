import { z } from 'zod';
import { bilingual } from './messages.ts';

export const ROLES = ['admin', 'publisher', 'members'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const LANGUAGES = ['id', 'en'] as const;
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

export const GroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export type Group = z.infer<typeof GroupSchema>;

/** The user as every API response carries it. */
export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  email_verified: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  fullName: z.string(),
  role: RoleSchema,
  roles: z.array(RoleSchema),
  groups: z.array(GroupSchema),
  is_active: z.boolean(),
  language: LanguageSchema,
  bio: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  avatar_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** While set and in the future, the creator keeps 90% of each sale (an admin-granted arrangement). */
  premium_creator_until: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

const trimmed = (max: number) => z.string().trim().max(max);

/** A person's name: letters, spaces and the punctuation names really use; no markup. */
export const PersonNameSchema = trimmed(80)
  .min(1, bilingual('Wajib diisi', 'Required'))
  .regex(
    /^[\p{L}\p{M}][\p{L}\p{M}' .,-]*$/u,
    bilingual(
      'Hanya huruf, spasi, titik, koma, tanda hubung dan apostrof',
      'Only letters, spaces, periods, commas, hyphens and apostrophes',
    ),
  );

export const OptionalLastNameSchema = z.union([z.literal(''), PersonNameSchema]);

export const ProfileUpdateSchema = z
  .object({
    first_name: PersonNameSchema,
    last_name: OptionalLastNameSchema,
    bio: trimmed(1000).nullable(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, bilingual('Nomor telepon tidak valid', 'The phone number is not valid'))
      .nullable()
      .or(z.literal('').transform(() => null)),
    website: z
      .url({
        protocol: /^https?$/,
        error: bilingual(
          'Alamat situs harus diawali http:// atau https://',
          'A website address starts with http:// or https://',
        ),
      })
      .max(300)
      .nullable()
      .or(z.literal('').transform(() => null)),
    language: LanguageSchema,
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const AdminUserListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(200).optional(),
  role: RoleSchema.optional(),
  status: z.enum(['active', 'inactive']).optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

export const AdminUserUpdateSchema = z
  .object({
    first_name: PersonNameSchema,
    last_name: OptionalLastNameSchema,
    roles: z.array(RoleSchema).min(1).max(3),
    email_verified: z.boolean(),
  })
  .partial()
  .strict();
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;

export const GroupCreateSchema = z
  .object({
    name: trimmed(60)
      .min(2)
      .regex(
        /^[\p{L}\p{N} _-]+$/u,
        bilingual('Hanya huruf, angka, spasi, _ dan -', 'Only letters, digits, spaces, _ and -'),
      ),
    description: trimmed(300).nullable().optional(),
  })
  .strict();
export type GroupCreate = z.infer<typeof GroupCreateSchema>;

export const UserGroupAssignSchema = z.object({ group_id: z.number().int().positive() }).strict();
export const UserRoleAssignSchema = z.object({ role: RoleSchema }).strict();
