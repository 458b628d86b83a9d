export { EditModeToggle, Header } from './Header';
export type {
  EditModeToggleProps,
  HeaderProps,
  LinkedApplication,
  LinkedApplicationType,
} from './Header';
