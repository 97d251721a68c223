import { z } from 'zod';
import { bilingual } from './messages.ts';
import { isSafeReturnPath, RETURN_PATH_MAX, safeReturnPath } from './safe-return-path.ts';
import { OptionalLastNameSchema, PersonNameSchema, UserSchema } from './users.ts';

export const PASSWORD_MIN_LENGTH = 8;

export const EmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: bilingual('Alamat email tidak valid', 'Email address is not valid') }))
  .transform((email) => email.toLowerCase());

export const PasswordSchema = z
  .string()
  .min(
    PASSWORD_MIN_LENGTH,
    bilingual(
      `Kata sandi minimal ${PASSWORD_MIN_LENGTH} karakter`,
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    ),
  )
  .max(200, bilingual('Kata sandi maksimal 200 karakter', 'Password must be at most 200 characters'));

export const RegisterRequestSchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    first_name: PersonNameSchema,
    last_name: OptionalLastNameSchema.default(''),
  })
  .strict();
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z
  .object({
    email: EmailSchema,
    password: z.string().min(1, bilingual('Kata sandi wajib diisi', 'Password is required')).max(200),
    remember_me: z.boolean().optional().default(false),
  })
  .strict();
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** Login and register put the token and the user at the top level of the envelope. */
export const AuthResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: UserSchema,
  data: z.object({ token: z.string(), user: UserSchema, expires_at: z.string() }),
  message: z.string().optional(),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const ChangePasswordRequestSchema = z
  .object({ current_password: z.string().min(1).max(200), new_password: PasswordSchema })
  .strict();
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** A request field naming where to go afterwards: refused (400) unless it is a path of this app; normalised. */
export const ReturnPathSchema = z
  .string()
  .max(RETURN_PATH_MAX)
  .refine(
    isSafeReturnPath,
    bilingual(
      'Harus berupa alamat di dalam aplikasi, diawali satu "/"',
      'Must be an address inside the app, starting with a single "/"',
    ),
  )
  .transform((value) => safeReturnPath(value));

/** A path inside this app (see safeReturnPath): anything that could lead elsewhere is refused. */
export const LocalPathSchema = ReturnPathSchema;

export const VerifyEmailSendRequestSchema = z.object({ redirect: LocalPathSchema.optional() }).strict();
export const VerifyEmailQuerySchema = z.object({ token: z.string().min(20).max(200) });
export const VerifyEmailResultSchema = z.object({ verified: z.literal(true), redirect: z.string() });
