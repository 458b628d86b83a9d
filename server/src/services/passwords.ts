import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MIN_LENGTH } from '@koers/contract';
import { isCommonPassword } from '../lib/common-passwords.js';
import { ValidationError, type FieldError } from '../lib/errors.js';

/** `Algorithm.Argon2id`: a const enum, which isolated modules cannot import. */
const ARGON2ID = 2;

/** OWASP's argon2id minimum (m=19 MiB, t=2, p=1): about 30–60 ms per hash on one core. */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A fixed hash to verify against when the email is unknown, so an unknown email costs the same
 * time as a wrong password (no user enumeration through timing).
 */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('koers-dummy-password-for-timing');
  return dummyHash;
}

/**
 * Rules for a new password beyond the schema's length check: not a common password, and equal
 * to its confirmation. Throws a 422 on the `password` field.
 */
export function assertAcceptablePassword(password: string, confirmation: string | undefined): void {
  const errors: FieldError[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    errors.push({ key: 'validation.min_length', vars: { limit: PASSWORD_MIN_LENGTH } });
  }
  if (isCommonPassword(password)) errors.push({ key: 'validation.password_common' });
  if (confirmation !== password) errors.push({ key: 'validation.confirmed' });
  if (errors.length > 0) throw new ValidationError({ password: errors });
}
