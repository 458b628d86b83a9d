export { Swatch, SWATCH_PATTERNS } from './Swatch';
export type { SwatchPattern, SwatchProps } from './Swatch';
export { SwatchPicker } from './SwatchPicker';
export type { SwatchOption, SwatchPickerProps } from './SwatchPicker';
