export { SearchComboBox } from './SearchComboBox';
export type {
  SearchComboBoxLabels,
  SearchComboBoxOption,
  SearchComboBoxProps,
} from './SearchComboBox';
