import { z } from '../zod.ts';
import { checkEmail } from '../bookings/booking-validation.ts';
import { bookingMessages as bm } from '../bookings/messages.ts';
import { personName, phoneNumber } from '../validation/text-fields.ts';
import { authMessages as m } from './messages.ts';

export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, m.fieldRequired('Email'))
  .max(254)
  .refine((v) => checkEmail(v) === null, bm.invalidEmail);
const newPassword = z.string().min(MIN_PASSWORD, m.passwordTooShort).max(MAX_PASSWORD, m.passwordTooLong);

export const loginSchema = z.object({
  email,
  password: z.string().min(1, m.fieldRequired('Password')).max(MAX_PASSWORD),
  remember: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const ROLES = ['user', 'admin'] as const;
export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(ROLES),
  name: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
  expiresAt: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ success: z.literal(true), user: userSchema });

/** Registration never carries a role: the server decides. */
export const registerSchema = z
  .object({
    firstName: personName('First name', 60).min(1, m.fieldRequired('First name')),
    lastName: personName('Last name', 60).min(1, m.fieldRequired('Last name')),
    email,
    phone: z.string().trim().min(1, m.fieldRequired('Phone')).pipe(phoneNumber),
    password: newPassword,
    confirmPassword: z.string().optional(),
    acceptTerms: z.literal(true, { message: m.acceptTermsRequired }),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });
const linkToken = z.string().min(16).max(200);
export const resetPasswordSchema = z.object({ token: linkToken, password: newPassword });
/**
 * POST /api/users/confirm-email: the token of the link a registration mailed, and the password
 * typed at that registration (a link only confirms the registration that asked for it).
 */
export const confirmEmailSchema = z.object({
  token: linkToken,
  password: z.string().min(1, m.fieldRequired('Password')).max(MAX_PASSWORD),
});
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
