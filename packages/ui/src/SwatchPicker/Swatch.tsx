import type { CSSProperties } from 'react';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';

/**
 * Patterns a swatch can carry over its colour, so that colour is never the only cue (WCAG 1.4.1):
 * two swatches that look alike to someone who does not tell the colours apart still differ.
 */
export const SWATCH_PATTERNS = [
  'solid',
  'diagonal',
  'back-diagonal',
  'horizontal',
  'vertical',
  'grid',
  'cross-hatch',
  'dots',
  'checker',
  'ring',
] as const;
export type SwatchPattern = (typeof SWATCH_PATTERNS)[number];

export interface SwatchProps extends Omit<PassthroughProps<HTMLSpanElement>, 'ref'> {
  /** The colour (any CSS colour), shown in light mode. */
  color: string;
  /** The colour shown in dark mode (`color-scheme: dark`); default `color`. */
  darkColor?: string;
  /** A pattern over the colour. Default 'solid'. */
  pattern?: SwatchPattern;
  /** 'sm' (0.875rem, in running text and on calendar bars) or 'md' (1.5rem). Default 'md'. */
  size?: 'sm' | 'md';
  ref?: PassthroughProps<HTMLSpanElement>['ref'];
}

/**
 * A colour swatch with its pattern. Decorative (aria-hidden): the text beside it names what the
 * colour stands for. It keeps its colours in forced-colours mode, outlined in the system's text
 * colour.
 */
export function Swatch({
  color,
  darkColor,
  pattern = 'solid',
  size = 'md',
  className,
  ...rest
}: SwatchProps) {
  const style = {
    '--koers-swatch-color': `light-dark(${color}, ${darkColor ?? color})`,
  } as CSSProperties;
  return (
    <span
      {...rest}
      aria-hidden="true"
      className={cx('koers-swatch', className)}
      data-pattern={pattern}
      data-size={size}
      style={style}
    />
  );
}
