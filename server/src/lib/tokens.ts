import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token: 256 bits, URL-safe. Only its hash is stored. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** SHA-256 hex of a token; what the database keeps. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
