export { FieldLabel, FieldDescription, FieldErrorText } from './Field';
export type { FieldErrorMessage, FieldTextProps } from './Field';
