import { Link } from 'react-aria-components';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import './GuestFooter.css';

export interface GuestFooterLink {
  /** Visible link text. */
  label: string;
  /** External URL (opens in a new tab). */
  href: string;
  /**
   * Language of the label when it differs from the page's (BCP 47, e.g. 'nl'), so screen readers
   * pronounce it right (WCAG 3.1.2). The default links are Dutch in every interface language.
   */
  lang?: string;
}

/** The four default links of the guest pages (login, password reset). */
export const DEFAULT_GUEST_FOOTER_LINKS: readonly GuestFooterLink[] = [
  { label: 'Certificeringen', lang: 'nl', href: 'https://www.koers.nl/certificeringen' },
  { label: 'Algemene voorwaarden', lang: 'nl', href: 'https://www.koers.nl/algemene-voorwaarden' },
  { label: 'Klachtenprocedure', lang: 'nl', href: 'https://www.koers.nl/klachtenprocedure' },
  { label: 'Privacyverklaring', lang: 'nl', href: 'https://www.koers.nl/privacyverklaring' },
];

export interface GuestFooterProps extends PassthroughProps<HTMLElement> {
  /** Links to show; each opens in a new tab. Defaults to the four Koers policy pages. */
  links?: readonly GuestFooterLink[];
  /** Hidden hint after each link text, so screen reader users know a tab opens. */
  newTabHint?: string;
  /** Accessible name of the footer navigation. */
  label?: string;
  /** Optional line before the links, e.g. '© 2026 Koers'. */
  note?: string;
}

/** The footer of the guest layout: a short list of external policy links. */
export function GuestFooter({
  links = DEFAULT_GUEST_FOOTER_LINKS,
  newTabHint = '(opent in nieuw tabblad)',
  label = 'Voettekst',
  note,
  className,
  ...rest
}: GuestFooterProps) {
  return (
    <footer {...rest} className={cx('koers-guest-footer', className)}>
      {note ? <p className="koers-guest-footer__note">{note}</p> : null}
      <nav aria-label={label}>
        <ul className="koers-guest-footer__list">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                className="koers-guest-footer__link"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {link.lang ? <span lang={link.lang}>{link.label}</span> : link.label}{' '}
                <span className="koers-visually-hidden">{newTabHint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
