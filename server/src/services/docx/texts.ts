import type { Locale } from '../../lib/messages.js';

/** The words the Word file adds around a plan's own text, in the reader's language. */
export interface ExportTexts {
  /** Before the school year on the title page. */
  schoolYear: string;
  /** `Laatst gewijzigd op 1 november 2026`. */
  lastChanged: (date: string) => string;
  /** Above the table of contents. */
  contents: string;
  /** Before an attachment's name. */
  attachment: string;
  email: string;
  phone: string;
  /** The footer's `pagina` and `van` around the page numbers. */
  page: string;
  of: string;
  /** A document's title page when it belongs to no school or board (the Koers template). */
  product: string;
}

const dateIn = (locale: Locale) => (iso: string) =>
  new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));

const TEXTS: Record<Locale, ExportTexts> = {
  nl: {
    schoolYear: 'Schooljaar',
    lastChanged: (date) => `Laatst gewijzigd op ${dateIn('nl')(date)}`,
    contents: 'Inhoudsopgave',
    attachment: 'Bijlage',
    email: 'E-mail',
    phone: 'Telefoon',
    page: 'pagina',
    of: 'van',
    product: 'Koers',
  },
  en: {
    schoolYear: 'School year',
    lastChanged: (date) => `Last changed on ${dateIn('en')(date)}`,
    contents: 'Contents',
    attachment: 'Attachment',
    email: 'Email',
    phone: 'Phone',
    page: 'page',
    of: 'of',
    product: 'Koers',
  },
};

export const exportTexts = (locale: Locale): ExportTexts => TEXTS[locale];
