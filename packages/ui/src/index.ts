/**
 * @koers/ui — the Koers design system. Explicit named exports only; the stylesheet is the
 * separate entry `@koers/ui/styles.css`.
 */

// Shell
export { AppShell, SIDEBAR_BREAKPOINT_PX, SidebarToggle, useIsDesktop } from './AppShell';
export type { AppShellProps, SidebarToggleProps } from './AppShell';
export { Sidebar, SidebarAction, SidebarLink, SidebarSection } from './Sidebar';
export type {
  SidebarActionProps,
  SidebarLinkProps,
  SidebarProps,
  SidebarSectionProps,
  SidebarVariant,
} from './Sidebar';
export { EditModeToggle, Header } from './Header';
export type {
  EditModeToggleProps,
  HeaderProps,
  LinkedApplication,
  LinkedApplicationType,
} from './Header';
export { ApplicationChooser, applicationInitials } from './ApplicationChooser';
export type { ApplicationChooserProps, ChooserApplication } from './ApplicationChooser';
export { ProgressBar, PROGRESS_BAR_DEFAULTS } from './ProgressBar';
export type {
  DeterminateProgressBarProps,
  NavigationProgressBarProps,
  ProgressBarProps,
} from './ProgressBar';
export { Badge } from './Badge';
export type { BadgeProps, BadgeVariant } from './Badge';
export { Banner, EDIT_MODE_BANNER_TEXT } from './Banner';
export type { BannerProps, BannerVariant } from './Banner';
export { DEFAULT_GUEST_FOOTER_LINKS, GuestFooter } from './GuestFooter';
export type { GuestFooterLink, GuestFooterProps } from './GuestFooter';
export { Tabs } from './Tabs';
export type { TabLinkItem, TabsProps } from './Tabs';

// Overlays and menus
export { Modal, ModalTrigger, MODAL_DEFAULTS } from './Modal';
export type { ModalProps } from './Modal';
export { Menu, MENU_HOVER_DELAY_MS } from './Menu';
export type { MenuItemData, MenuProps, MenuSectionData } from './Menu';
export {
  ContextSwitcher,
  CONTEXT_SWITCHER_VIRTUALIZE_FROM,
  filterContexts,
} from './ContextSwitcher';
export type {
  ContextChoice,
  ContextOrganisation,
  ContextSchool,
  ContextSwitcherProps,
  ContextType,
  FilteredContexts,
} from './ContextSwitcher';

// Lists
export { PagedTable, formatRangeNl, formatRangeEn } from './PagedTable';
export type {
  PagedTableProps,
  PagedTableColumn,
  PagedTableStatus,
  PaginatorMeta,
  SortState,
  SortOrder,
} from './PagedTable';
export { Pagination, paginationRange, PAGINATION_WINDOW } from './Pagination';
export type { PaginationProps, PaginationItem } from './Pagination';
export { moveKeys, ReorderableList } from './ReorderableList';
export type { ReorderableListLabels, ReorderableListProps } from './ReorderableList';

// Documents
export { SearchDropdown, formatResultCountNl, formatResultCountEn } from './SearchDropdown';
export type { SearchDropdownProps, SearchDropdownResult } from './SearchDropdown';
export { TableOfContents } from './TableOfContents';
export type { TableOfContentsProps, TableOfContentsBlock } from './TableOfContents';
export { DocumentBlocks, formatFileSize, sanitizeBodyHtml } from './DocumentBlocks';
export {
  RichText,
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_TAGS,
  sanitizeRichText,
} from './RichText';
export type { RichTextProps } from './RichText';
export type {
  DocumentBlocksProps,
  DocumentBlock,
  DocumentBlocksLabels,
  FileBlockContent,
  ContactBlockContent,
} from './DocumentBlocks';

// Forms
export { Button } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { DateRangeField } from './DateRangeField';
export type { DateRangeFieldProps } from './DateRangeField';
export { TextAreaField } from './TextAreaField';
export type { TextAreaFieldProps } from './TextAreaField';
export type { FieldErrorMessage, FieldTextProps } from './Field';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { Select } from './Select';
export type { SelectProps, SelectOption } from './Select';
export { SearchComboBox } from './SearchComboBox';
export type {
  SearchComboBoxLabels,
  SearchComboBoxOption,
  SearchComboBoxProps,
} from './SearchComboBox';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { DateField } from './DateField';
export type { DateFieldProps } from './DateField';
export { TimeField } from './TimeField';
export type { TimeFieldProps } from './TimeField';
export { Swatch, SWATCH_PATTERNS, SwatchPicker } from './SwatchPicker';
export type { SwatchOption, SwatchPattern, SwatchPickerProps, SwatchProps } from './SwatchPicker';
export { FileTrigger, ICON_ACCEPT, isAcceptedFile } from './FileTrigger';
export type { FileTriggerProps } from './FileTrigger';
export { ErrorSummary } from './ErrorSummary';
export type { ErrorSummaryProps, ErrorSummaryItem } from './ErrorSummary';

// Feedback
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { Spinner } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export { ToastRegion, useToast, ToastQueue, toastQueue, DEFAULT_TOAST_TIMEOUT } from './Toast';
export type {
  ToastRegionProps,
  UseToastResult,
  ToastContent,
  ToastOptions,
  ToastVariant,
  QueuedToast,
} from './Toast';

// Hooks and helpers
export {
  useDebouncedValue,
  useDebouncedCallback,
  LIST_SEARCH_DEBOUNCE_MS,
  DOCUMENT_SEARCH_DEBOUNCE_MS,
} from './hooks';
export type { DebouncedCallback } from './hooks';
export {
  numberHeadings,
  blockAnchorId,
  matchAnchorId,
  scrollToAnchor,
  SMOOTH_SCROLL_DEFAULTS,
  findMatches,
  splitMatches,
} from './utils';
export type { HeadingSource, NumberedHeading, ScrollToAnchorOptions } from './utils';
export type { PassthroughProps } from './utils/passthrough';
