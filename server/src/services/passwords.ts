import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MIN_LENGTH } from '@koers/contract';
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import type * as ZxcvbnDutch from '@zxcvbn-ts/language-nl-be';
import { ValidationError, type FieldError } from '../lib/errors.js';
import { withHashSlot } from './hash-queue.js';

/** `Algorithm.Argon2id`: a const enum, which isolated modules cannot import. */
const ARGON2ID = 2;

/** OWASP's argon2id minimum (m=19 MiB, t=2, p=1): about 30–60 ms per hash on one core. */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> =>
  withHashSlot(() => hash(password, ARGON2_OPTIONS));

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await withHashSlot(() => verify(passwordHash, password));
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
 * zxcvbn's scale: 0 and 1 fall to an online attack within hours or days, 2 to a throttled one
 * in months; from 3 (about 10^8 guesses) a password withstands the online attacks that the
 * login throttle leaves possible. Four unrelated words, as the demo password, score 4.
 */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;

/**
 * The strength estimator with the common-password list, English words and the Dutch (nl-be)
 * dictionaries, bundled in the packages (no network). About 5 MB of word lists that take some
 * 0.2 s to load and rank, so they load on the first password that is checked, once, and not
 * at every start of the server or of a test process. Loaded synchronously (the packages ship
 * CommonJS), so the check stays a plain function call for its callers.
 */
function strengthEstimator(): ZxcvbnFactory {
  if (!estimator) {
    const require = createRequire(import.meta.url);
    const core = require('@zxcvbn-ts/core') as typeof ZxcvbnCore;
    const common = require('@zxcvbn-ts/language-common') as typeof ZxcvbnCommon;
    const dutch = require('@zxcvbn-ts/language-nl-be') as typeof ZxcvbnDutch;
    estimator = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...dutch.dictionary },
      graphs: common.adjacencyGraphs,
    });
  }
  return estimator;
}

/** zxcvbn's estimate for a password; `related` are the user's own words (email, name). */
export function passwordStrength(password: string, related: string[] = []): ZxcvbnResult {
  return strengthEstimator().check(password, related);
}

/**
 * Rules for a new password beyond the schema's length check: hard enough to guess (zxcvbn score
 * of at least MIN_PASSWORD_SCORE), and equal to its confirmation. Throws a 422 on the
 * `password` field: "too common" when it is built from known passwords, words or names, "too
 * easy to guess" otherwise (short, a keyboard pattern, a date).
 */
export function assertAcceptablePassword(
  password: string,
  confirmation: string | undefined,
  related: string[] = [],
): void {
  const errors: FieldError[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    errors.push({ key: 'validation.min_length', vars: { limit: PASSWORD_MIN_LENGTH } });
  } else {
    const strength = passwordStrength(password, related);
    if (strength.score < MIN_PASSWORD_SCORE) {
      const fromWords = strength.sequence.some((match) => match.pattern === 'dictionary');
      errors.push({ key: fromWords ? 'validation.password_common' : 'validation.password_weak' });
    }
  }
  if (confirmation !== password) errors.push({ key: 'validation.confirmed' });
  if (errors.length > 0) throw new ValidationError({ password: errors });
}
