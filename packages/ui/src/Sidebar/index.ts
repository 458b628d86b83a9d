export { Sidebar, SidebarLink, SidebarSection } from './Sidebar';
export type {
  SidebarLinkProps,
  SidebarProps,
  SidebarSectionProps,
  SidebarVariant,
} from './Sidebar';
