import { hash, randomBytes } from 'node:crypto';

/** An opaque random token: 256 bits, URL-safe. Only its hash is stored. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/**
 * SHA-256 hex of a token; what the database keeps. The one-shot `hash` (Node ≥ 20.12) skips the
 * Hash object that createHash builds, on every authenticated request.
 */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');
