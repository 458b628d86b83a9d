export { DateRangeField } from './DateRangeField';
export type { DateRangeFieldProps } from './DateRangeField';
