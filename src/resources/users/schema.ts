/**
 * Users (sub-accounts) of a shop: the zod schemas of spec §3 "User" with the rules of §5 "Users and
 * positions" and §9 limits. One object for both sides: the forms validate with it (src/forms/zod-rule.ts)
 * and the staff API (server/modules/staff) validates request bodies with it. Messages are i18n keys; the
 * spec's Indonesian texts are their id-ID values ('Kata sandi tidak cocok').
 */
import { z } from "zod";
import { pageRequestSchema } from "../../domain/page-request";
import { keyword, text } from "../../domain/schema/text";
import type { TextKey } from "../../domain/text-key";

/** users.status: 1 active, 0 inactive (spec §4 "User: active or inactive, toggled with confirmation"). */
export const UserStatus = { inactive: 0, active: 1 } as const;
export type UserStatusValue = (typeof UserStatus)[keyof typeof UserStatus];

/** Spec §5 / §9: name 2-50, password 8-50, email max 100. */
export const USER_NAME_MIN = 2;
export const USER_NAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const EMAIL_MAX = 100;

/** The sign-in name's characters (it travels in the login body and shows in logs). */
export const USER_NAME_PATTERN = /^[A-Za-z0-9._-]+$/;

const REQUIRED = "validation:required";

/**
 * True when `password` holds an uppercase letter, a lowercase letter, a digit and a special character
 * (anything but letters, digits and white space). Length is checked separately.
 */
export function passwordStrengthOk(password: string): boolean {
  return /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9\s]/.test(password);
}

const requiredText = () => text().trim().min(1, REQUIRED);

/** Sign-in name: 2-50 of letters, digits, `.`, `_`, `-`; unique across all users (checked by the API). */
export const userNameSchema = requiredText()
  .min(USER_NAME_MIN, "validation:minLength")
  .max(USER_NAME_MAX, "validation:maxLength")
  .regex(USER_NAME_PATTERN, "users:validation.userNameChars");

/** Display name: 2-50. */
export const nickNameSchema = requiredText()
  .min(USER_NAME_MIN, "validation:minLength")
  .max(USER_NAME_MAX, "validation:maxLength");

/** Email: required, valid format, max 100. */
export const emailSchema = requiredText()
  .max(EMAIL_MAX, "validation:maxLength")
  .regex(z.regexes.email, "users:validation.email");

/** Plain password: 8-50 with upper, lower, digit and special character (never trimmed). */
export const passwordSchema = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .min(PASSWORD_MIN, "validation:minLength")
  .max(PASSWORD_MAX, "validation:maxLength")
  .refine(passwordStrengthOk, "users:validation.passwordStrength");

/** The position a sub-account holds ("Role required"). */
export const positionIdSchema = z.number({ error: REQUIRED }).int(REQUIRED).positive(REQUIRED);

const idSchema = z.number({ error: REQUIRED }).int("validation:integer").positive("validation:invalid");

/** Message key when the confirmation differs from the password, else null. */
export function confirmPasswordError(password: unknown, confirm: unknown): TextKey | null {
  if (typeof confirm !== "string" || confirm === "") return REQUIRED;
  return confirm === password ? null : "users:validation.passwordMismatch";
}

const withConfirmation = <T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.confirmPassword !== value.password) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "users:validation.passwordMismatch" });
  }
};

/** Body of POST /api/staff/ina/user/create: the PLAIN password (see server/modules/staff/routes.ts). */
export const userCreateSchema = z
  .object({
    userName: userNameSchema,
    nickName: nickNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: REQUIRED }).min(1, REQUIRED),
    positionId: positionIdSchema,
  })
  .superRefine(withConfirmation);
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/** Body of POST /api/staff/ina/user/update (the sign-in name and the password are not edited here). */
export const userUpdateSchema = z.object({
  userId: idSchema,
  nickName: nickNameSchema,
  email: emailSchema,
  positionId: positionIdSchema,
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** Body of POST /api/staff/ina/user/setStatus. */
export const userStatusSchema = z.object({
  userId: idSchema,
  status: z.union([z.literal(UserStatus.inactive), z.literal(UserStatus.active)], { error: "validation:oneOf" }),
});

/** Body of POST /api/staff/ina/user/resetPassword: the new PLAIN password and its confirmation. */
export const resetPasswordSchema = z
  .object({
    userId: idSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: REQUIRED }).min(1, REQUIRED),
  })
  .superRefine(withConfirmation);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Body of POST /api/staff/ina/user/page. */
export const userPageSchema = z.object({
  ...pageRequestSchema.shape,
  keyword: keyword(),
  status: z
    .union([z.literal(UserStatus.inactive), z.literal(UserStatus.active)], { error: "validation:oneOf" })
    .optional(),
  positionId: idSchema.optional(),
});
export type UserPageRequest = z.infer<typeof userPageSchema>;

/** One row of the user list (spec §3 "User": name, email, position, status, creator, last modified). */
export interface UserRow {
  userId: number;
  userName: string;
  nickName: string;
  email: string;
  positionId: number | null;
  positionName: string;
  status: UserStatusValue;
  /** The sign-in name of the user who created it ("" when unknown). */
  creator: string;
  /** `yyyy-MM-dd HH:mm:ss` WIB. */
  lastModified: string;
}
