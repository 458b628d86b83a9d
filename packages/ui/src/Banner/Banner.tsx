import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import type { PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import './Banner.css';

export type BannerVariant = 'info' | 'warning';

export interface BannerProps extends PassthroughProps<HTMLDivElement> {
  /** Message shown in the banner. Defaults to the edit-mode text of SPEC §2. */
  children?: ReactNode;
  /** Colour and icon of the banner. `warning` is for states the user should act on. */
  variant?: BannerVariant;
  /**
   * Called when the user dismisses the banner. When omitted the banner has no close button
   * (the edit-mode banner disappears when edit mode is switched off).
   */
  onDismiss?: () => void;
  /** Accessible name of the close button (only with `onDismiss`). */
  dismissLabel?: string;
  /** Extra content after the message, for example a button that leaves edit mode. */
  action?: ReactNode;
}

/** The SPEC §2 edit-mode text, the default banner message. */
export const EDIT_MODE_BANNER_TEXT = 'Je zit momenteel in bewerkmodus';

/**
 * A full-width message bar, used for the edit-mode notice under the header. It is a polite
 * live region (role="status") so switching edit mode on is announced without moving focus.
 */
export function Banner({
  children = EDIT_MODE_BANNER_TEXT,
  variant = 'info',
  onDismiss,
  dismissLabel = 'Sluiten',
  action,
  className,
  ...rest
}: BannerProps) {
  return (
    <div {...rest} role="status" className={cx('koers-banner', className)} data-variant={variant}>
      <svg className="koers-banner__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        {variant === 'warning' ? (
          <path d="M10 2 1 18h18L10 2Zm-1 6h2v5H9V8Zm0 6h2v2H9v-2Z" />
        ) : (
          <path d="M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-1 4h2v2H9V5Zm0 4h2v6H9V9Z" />
        )}
      </svg>
      <div className="koers-banner__message">{children}</div>
      {action ? <div className="koers-banner__action">{action}</div> : null}
      {onDismiss ? (
        <Button className="koers-banner__dismiss" aria-label={dismissLabel} onPress={onDismiss}>
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Button>
      ) : null}
    </div>
  );
}
