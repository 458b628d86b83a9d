import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed file URLs: `/api/files/{id}?expires={unix}&signature={hmac}`. They let `<img>` and
 * download links fetch a file without a bearer header, for a limited time only.
 *
 * The expiry is rounded up to a whole window, so every URL for one file is the same for a while
 * and browsers can cache the image; a URL stays valid between one and two windows.
 */
export const SIGNED_URL_WINDOW_SECONDS = 60 * 60;

function hmac(secret: string, id: number, expires: number): string {
  return createHmac('sha256', secret).update(`${id}.${expires}`).digest('hex');
}

export function signedFileUrl(secret: string, id: number, nowMs: number = Date.now()): string {
  const now = Math.floor(nowMs / 1000);
  const expires = (Math.floor(now / SIGNED_URL_WINDOW_SECONDS) + 2) * SIGNED_URL_WINDOW_SECONDS;
  return `/api/files/${id}?expires=${expires}&signature=${hmac(secret, id, expires)}`;
}

/** True when the signature is the server's for this id and expiry and the expiry has not passed. */
export function verifyFileSignature(
  secret: string,
  id: number,
  expires: number,
  signature: string,
  nowMs: number = Date.now(),
): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 < nowMs) return false;
  const expected = Buffer.from(hmac(secret, id, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `{name, url}` as resources embed a file (icons, file blocks). */
export function fileRef(
  secret: string,
  file: { id: number; name: string },
): { name: string; url: string } {
  return { name: file.name, url: signedFileUrl(secret, file.id) };
}
