import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_CHALLENGE_SECONDS } from '@koers/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../db/types.js';
import { invalid, tooManyRequests } from '../lib/errors.js';
import { findTwoFactor, takeStep, useRecoveryCode } from '../repositories/two-factor.js';
import { throttleKey, type Throttle } from './throttle.js';

/**
 * Two-step verification (RFC 6238 TOTP with otplib, QR codes with qrcode): secrets encrypted at
 * rest, single-use recovery codes kept as keyed hashes, and the signed, short-lived challenge
 * between the password and the code of a login. The database side is repositories/two-factor.ts.
 */

/** The name the authenticator app shows above the code. */
const ISSUER = 'Koers';
/** Codes of the step before and after the current one count too (a clock off by up to 30 s). */
const TOLERANCE_SECONDS = 30;

const key = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`koers:${purpose}`).digest();

/** AES-256-GCM with a key derived from SIGNING_SECRET: `iv.tag.ciphertext`, base64url. */
export function encryptSecret(totpSecret: string, signingSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(signingSecret, 'totp-secret'), iv);
  const body = Buffer.concat([cipher.update(totpSecret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function decryptSecret(stored: string, signingSecret: string): string {
  const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key(signingSecret, 'totp-secret'), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}

/** A new secret with what the user scans or types: the otpauth:// address and its QR code. */
export async function newSecret(email: string) {
  const secret = generateSecret();
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  const qr_svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qr_svg };
}

/**
 * Checks a 6-digit code; answers its time step when it is right and newer than `afterStep` (the
 * step of the last code taken, so a code seen over a shoulder cannot be used again), else null.
 */
export async function checkCode(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  // A TOTP result names its time step (the union type also covers HOTP's, which has none).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

// Without 0/O and 1/I/L, so a code read from paper is typed right.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** RECOVERY_CODE_COUNT codes like `K7QM-2XRT-PW9D` (60 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    ).join('-'),
  );
}

/** The stored form of a recovery code: a keyed hash of it as typed, without case or dashes. */
export function hashRecoveryCode(code: string, signingSecret: string): string {
  const normal = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return createHmac('sha256', key(signingSecret, 'recovery-code')).update(normal).digest('hex');
}

/**
 * The challenge of a login's second step: the user and its end, signed; it is no session and
 * opens nothing but `POST /api/auth/two-factor` for that user until it expires.
 */
export function signChallenge(userId: number, signingSecret: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + TWO_FACTOR_CHALLENGE_SECONDS;
  const body = `${userId}.${expires}.${randomBytes(9).toString('base64url')}`;
  const mac = createHmac('sha256', key(signingSecret, 'two-factor-challenge'))
    .update(body)
    .digest('base64url');
  return `${body}.${mac}`;
}

/** The user of a valid, unexpired challenge, or null. */
export function readChallenge(
  challenge: string,
  signingSecret: string,
  now = Date.now(),
): number | null {
  const parts = challenge.split('.');
  if (parts.length !== 4) return null;
  const [user, expires, nonce, mac] = parts as [string, string, string, string];
  const expected = createHmac('sha256', key(signingSecret, 'two-factor-challenge'))
    .update(`${user}.${expires}.${nonce}`)
    .digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) * 1000 <= now) return null;
  const id = Number(user);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** What proves the second step: a code of the app, or a recovery code. */
export interface SecondFactor {
  code?: string | undefined;
  recovery_code?: string | undefined;
}

/**
 * Checks the second step of a user with two-step verification on: a code newer than the last one
 * taken (it is taken now), or an unused recovery code (it is used now). Counted per user before
 * it is checked, as passwords are (five a minute; a 429 after). Answers which one it was; a wrong
 * one is a 422 on its field.
 */
export async function proveSecondFactor(
  db: Kysely<Database>,
  throttle: Throttle,
  signingSecret: string,
  userId: number,
  given: SecondFactor,
): Promise<'code' | 'recovery_code'> {
  if (!given.code && !given.recovery_code) throw invalid('code', 'two_factor.code_or_recovery');
  const key = throttleKey('two-factor', String(userId), '');
  const wait = await throttle.reserve(key);
  if (wait > 0) throw tooManyRequests(wait);
  const row = await findTwoFactor(db, userId);
  if (!row?.secret) throw invalid('code', 'two_factor.off');
  if (given.code) {
    const step = await checkCode(
      decryptSecret(row.secret, signingSecret),
      given.code,
      row.last_step,
    );
    // Taken once: of two requests with the same code, one wins.
    if (step === null || !(await takeStep(db, userId, step)))
      throw invalid('code', 'two_factor.code_invalid');
    await throttle.clear(key);
    return 'code';
  }
  if (!(await useRecoveryCode(db, userId, hashRecoveryCode(given.recovery_code!, signingSecret))))
    throw invalid('recovery_code', 'two_factor.recovery_invalid');
  await throttle.clear(key);
  return 'recovery_code';
}
