import { Type, type Static } from '@sinclair/typebox';

/**
 * Two-step verification with a time-based code (TOTP, RFC 6238: 6 digits every 30 seconds from an
 * authenticator app) and single-use recovery codes.
 */

/** How many recovery codes a user gets (each works once). */
export const RECOVERY_CODE_COUNT = 10;
/** Seconds the second step of a login may take before the password must be given again. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 300;

const Code = Type.String({ pattern: '^[0-9]{6}$', description: 'The 6 digits of the app.' });
const RecoveryCode = Type.String({ minLength: 1, maxLength: 40 });

/**
 * The answer of `POST /api/auth/login` for an account with two-step verification: no session yet,
 * but a short-lived challenge for `POST /api/auth/two-factor`.
 */
export const TwoFactorChallenge = Type.Object(
  {
    two_factor_required: Type.Literal(true),
    challenge: Type.String(),
    expires_in: Type.Integer({ description: 'Seconds the challenge can be used.' }),
  },
  { $id: 'TwoFactorChallenge' },
);
export type TwoFactorChallenge = Static<typeof TwoFactorChallenge>;

/** `POST /api/auth/two-factor`: the challenge with a code of the app, or a recovery code. */
export const TwoFactorLoginRequest = Type.Object({
  challenge: Type.String({ minLength: 1, maxLength: 500 }),
  code: Type.Optional(Code),
  recovery_code: Type.Optional(RecoveryCode),
});
export type TwoFactorLoginRequest = Static<typeof TwoFactorLoginRequest>;

/** `GET /api/users/current/two-factor`. */
export const TwoFactorStatus = Type.Object(
  {
    enabled: Type.Boolean(),
    enabled_at: Type.Union([Type.Null(), Type.String()]),
    recovery_codes_left: Type.Integer(),
  },
  { $id: 'TwoFactorStatus' },
);
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

/**
 * `POST /api/users/current/two-factor/setup`: a new secret to scan (QR code as SVG) or type;
 * it becomes the account's only once a code of it is confirmed.
 */
export const TwoFactorSetup = Type.Object(
  {
    secret: Type.String(),
    uri: Type.String({ description: 'The otpauth:// address the QR code holds.' }),
    qr_svg: Type.String(),
  },
  { $id: 'TwoFactorSetup' },
);
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

/** `POST /api/users/current/two-factor` (turn on) and `…/recovery-codes` (new codes): a code. */
export const TwoFactorCodeRequest = Type.Object({ code: Code });
export type TwoFactorCodeRequest = Static<typeof TwoFactorCodeRequest>;

/** The recovery codes, shown once: only their hashes are kept. */
export const RecoveryCodes = Type.Object(
  { recovery_codes: Type.Array(Type.String()) },
  { $id: 'RecoveryCodes' },
);
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** `DELETE /api/users/current/two-factor`: the password and a code (or a recovery code). */
export const DisableTwoFactorRequest = Type.Object({
  current_password: Type.String({ minLength: 1, maxLength: 1000 }),
  code: Type.Optional(Code),
  recovery_code: Type.Optional(RecoveryCode),
});
export type DisableTwoFactorRequest = Static<typeof DisableTwoFactorRequest>;
