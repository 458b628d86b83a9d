export { SearchDropdown, formatResultCountNl, formatResultCountEn } from './SearchDropdown';
export type { SearchDropdownProps, SearchDropdownResult } from './SearchDropdown';
