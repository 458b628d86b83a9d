export { AppShell, SIDEBAR_BREAKPOINT_PX, SidebarToggle, useIsDesktop } from './AppShell';
export type { AppShellProps, SidebarToggleProps } from './AppShell';
