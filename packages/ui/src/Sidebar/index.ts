export { Sidebar, SidebarAction, SidebarLink, SidebarSection } from './Sidebar';
export type {
  SidebarActionProps,
  SidebarLinkProps,
  SidebarProps,
  SidebarSectionProps,
  SidebarVariant,
} from './Sidebar';
