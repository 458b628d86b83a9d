import { Type, type Static } from '@sinclair/typebox';

/** Passwords: at least 8 characters (and not a common password, checked by the server). */
export const PASSWORD_MIN_LENGTH = 8;
export const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 1000 });
export const Email = Type.String({ format: 'email', maxLength: 255 });

/** `POST /api/auth/login`. */
export const LoginRequest = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 1000 }),
});
export type LoginRequest = Static<typeof LoginRequest>;

/** Answer of login and refresh. Tokens are opaque; the access token goes in `Authorization: Bearer`. */
export const TokenResponse = Type.Object(
  {
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'Seconds until the access token expires.' }),
    access_token: Type.String(),
    refresh_token: Type.String(),
  },
  { $id: 'TokenResponse' },
);
export type TokenResponse = Static<typeof TokenResponse>;

/**
 * `POST /api/oauth/token` (SPEC §7): only `grant_type=refresh_token` with client id "1". JSON or
 * application/x-www-form-urlencoded. Fields are loosely typed on purpose: OAuth answers a wrong
 * grant type with 400 `unsupported_grant_type`, not a validation error.
 */
export const RefreshTokenRequest = Type.Object({
  grant_type: Type.Optional(Type.String({ maxLength: 100 })),
  refresh_token: Type.Optional(Type.String({ maxLength: 500 })),
  client_id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Integer()])),
  client_secret: Type.Optional(Type.String({ maxLength: 500 })),
  scope: Type.Optional(Type.String({ maxLength: 500 })),
});
export type RefreshTokenRequest = Static<typeof RefreshTokenRequest>;

/** OAuth error (RFC 6749 §5.2) plus the Laravel-style `message`. */
export const OAuthErrorResponse = Type.Object(
  {
    error: Type.String(),
    error_description: Type.String(),
    message: Type.String(),
  },
  { $id: 'OAuthErrorResponse' },
);
export type OAuthErrorResponse = Static<typeof OAuthErrorResponse>;

/** `POST /api/password/forgot`: always the same 200 answer, whether or not the email is known. */
export const ForgotPasswordRequest = Type.Object({ email: Email });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

/** `POST /api/password/reset` with the token from the mailed link. */
export const ResetPasswordRequest = Type.Object({
  email: Email,
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Password,
  password_confirmation: Type.String({ maxLength: 1000 }),
});
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;
