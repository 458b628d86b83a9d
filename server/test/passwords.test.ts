import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../src/lib/errors.js';
import { DEMO_PASSWORD } from '../src/seed/core.js';
import {
  MIN_PASSWORD_SCORE,
  assertAcceptablePassword,
  passwordStrength,
} from '../src/services/passwords.js';

const require = createRequire(import.meta.url);

/** The message keys a new password is refused with, or [] when it is accepted. */
function refusal(password: string, confirmation = password, related: string[] = []): string[] {
  try {
    assertAcceptablePassword(password, confirmation, related);
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return (error.fields.password ?? []).map((field) => field.key);
  }
}

describe('password strength', () => {
  it('loads the dictionaries on the first check, not when the module is imported', () => {
    const dutch = require.resolve('@zxcvbn-ts/language-nl-be');
    expect(require.cache[dutch]).toBeUndefined();
    passwordStrength('eerste-controle');
    expect(require.cache[dutch]).toBeDefined();
  });

  it('accepts the demo password and passphrases of unrelated words', () => {
    expect(refusal(DEMO_PASSWORD)).toEqual([]);
    for (const password of ['vlinders-in-de-tuin', 'een-goed-wachtwoord', 'kompas-koers-2026'])
      expect(refusal(password)).toEqual([]);
    expect(passwordStrength(DEMO_PASSWORD).score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
  });

  it('refuses well-known passwords and Dutch or English words with digits as too common', () => {
    for (const password of [
      'wachtwoord123',
      'password1',
      'Welkom01!',
      'Amsterdam2024',
      'qwertyuiop',
    ])
      expect(refusal(password), password).toEqual(['validation.password_common']);
  });

  it('refuses short patterns that are no words as too easy to guess', () => {
    for (const password of ['12345678', '2024-01-01', 'zxcvb123'])
      expect(refusal(password), password).not.toEqual([]);
    expect(refusal('1q2w3e4r5t')).toHaveLength(1);
    expect(refusal('20240101')).toEqual(['validation.password_weak']);
  });

  it("counts the user's own name and email as guessable", () => {
    const password = 'annekejansen';
    expect(passwordStrength(password, ['anneke', 'jansen']).score).toBeLessThan(
      passwordStrength(password).score,
    );
    expect(refusal(password, password, ['anneke', 'jansen', 'anneke.jansen@school.nl'])).toEqual([
      'validation.password_common',
    ]);
  });

  it('keeps the length and confirmation rules', () => {
    expect(refusal('kort')).toEqual(['validation.min_length']);
    expect(refusal(DEMO_PASSWORD, 'iets-anders')).toEqual(['validation.confirmed']);
  });
});
