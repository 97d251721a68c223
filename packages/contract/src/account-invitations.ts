import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './auth.ts';
import { LanguageSchema, OptionalLastNameSchema, PersonNameSchema, RoleSchema, UserSchema } from './users.ts';

/** An admin creates an account for someone; they choose their password from the mailed link. */
export const AdminUserCreateSchema = z
  .object({
    email: EmailSchema,
    first_name: PersonNameSchema,
    last_name: OptionalLastNameSchema.default(''),
    roles: z.array(RoleSchema).min(1).max(3).default(['members']),
    /** Left out for none; when given, at least one (an empty list is more likely a mistake than a choice). */
    group_ids: z.array(z.number().int().positive()).min(1).max(50).optional(),
    /** The language of the invitation mail and of the account. */
    language: LanguageSchema.default('id'),
  })
  .strict();
export type AdminUserCreate = z.input<typeof AdminUserCreateSchema>;

/** The user as the admin screens see it: also whether they still have to choose a password. */
export const AdminUserSchema = UserSchema.extend({ invitation_pending: z.boolean() });
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** The link from the invitation mail and the password its owner chooses. */
export const SetPasswordRequestSchema = z
  .object({ token: z.string().trim().min(1).max(200), password: PasswordSchema })
  .strict();
export type SetPasswordRequest = z.infer<typeof SetPasswordRequestSchema>;

export const SetPasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The address to log in with, so the login form can be filled in. */
  data: z.object({ email: z.string() }),
});
