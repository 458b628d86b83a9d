export { Menu, MENU_HOVER_DELAY_MS } from './Menu';
export type { MenuItemData, MenuProps, MenuSectionData } from './Menu';
