/**
 * A `tel:` URI for a phone number as people write it ("010 - 123 45 67", "+31 (0)10 1234567"):
 * digits only, a leading + kept, the "(0)" trunk prefix of international Dutch notation dropped.
 * Null when there are no digits to call.
 */
export function telHref(phone: string): string | null {
  const international = phone.trim().startsWith('+');
  const digits = phone.replace(/\(0\)/g, '').replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${international ? '+' : ''}${digits}`;
}

/** A `mailto:` URI, or null for something that is not an email address. */
export function mailtoHref(email: string): string | null {
  const address = email.trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : null;
}

/** Only http(s) websites become links (a stored `javascript:` URL must never be clickable). */
export function websiteHref(website: string): string | null {
  return /^https?:\/\/\S+$/i.test(website.trim()) ? website.trim() : null;
}
