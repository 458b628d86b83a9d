export { DEFAULT_GUEST_FOOTER_LINKS, GuestFooter } from './GuestFooter';
export type { GuestFooterLink, GuestFooterProps } from './GuestFooter';
