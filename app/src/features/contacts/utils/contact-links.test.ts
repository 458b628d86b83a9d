import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref, websiteHref } from './contact-links';

describe('contact links', () => {
  it('dials the digits of a number as people write it', () => {
    expect(telHref('010 - 123 45 67')).toBe('tel:0101234567');
    expect(telHref('+31 (0)10 1234567')).toBe('tel:+31101234567');
    expect(telHref('onbekend')).toBeNull();
  });

  it('mails only something shaped like an address', () => {
    expect(mailtoHref(' ib@regenboog.nl ')).toBe('mailto:ib@regenboog.nl');
    expect(mailtoHref('geen adres')).toBeNull();
  });

  it('links only http(s) websites', () => {
    expect(websiteHref('https://ggd.nl/jeugd')).toBe('https://ggd.nl/jeugd');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
  });
});
