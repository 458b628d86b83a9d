export { Banner, EDIT_MODE_BANNER_TEXT } from './Banner';
export type { BannerProps, BannerVariant } from './Banner';
