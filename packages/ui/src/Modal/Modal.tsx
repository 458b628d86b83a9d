import type { CSSProperties, ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { splitAttributes, type PassthroughProps } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import './Modal.css';

/** SPEC §9: modal default width (px), minimum height (px) and pivot (fraction of the viewport). */
export const MODAL_DEFAULTS = { width: 600, height: 100, pivot: 0.1 } as const;

/** The passthrough props reach the dialog element (role="dialog"), which ARIA describes. */
export interface ModalProps
  extends
    Omit<ModalOverlayProps, 'children' | 'className' | 'style' | 'isDismissable' | 'id'>,
    PassthroughProps<HTMLElement> {
  /** Heading of the dialog; it also names the dialog. Give `aria-label` when there is none. */
  title?: ReactNode;
  /** Accessible name when there is no visible `title`. */
  'aria-label'?: string;
  /** Dialog content. A function receives `close` so content can close the modal itself. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Close when the user clicks outside the dialog (SPEC §2: on by default). */
  isDismissable?: boolean;
  /** Ignore the Escape key (Escape closes by default). Inherited from react-aria. */
  isKeyboardDismissDisabled?: boolean;
  /** Hidden label of the close button. SPEC §2 text by default. */
  closeLabel?: string;
  /** Hide the close button (the content must then offer a way out). */
  hideCloseButton?: boolean;
  /** Maximum width in CSS pixels; the dialog shrinks on narrow screens. Default 600. */
  width?: number;
  /** Minimum height in CSS pixels; the dialog grows with its content. Default 100. */
  height?: number;
  /**
   * Vertical position: the distance from the top of the viewport to the top of the dialog, as
   * a fraction of the viewport height (0 = top, 0.5 = halfway). Default 0.1.
   */
  pivot?: number;
}

/**
 * A modal dialog (react-aria Modal + Dialog): focus is trapped inside while open and returns
 * to the element that opened it; the page behind is inert. Use it controlled (`isOpen` +
 * `onOpenChange`) or inside `ModalTrigger` next to the button that opens it.
 *
 * Sizing maps to CSS as: `width` → `max-inline-size` (px, never wider than the viewport minus
 * a margin), `height` → `min-block-size` (px), `pivot` → `padding-block-start` of the overlay
 * as `pivot × 100dvh`; the dialog scrolls when it would pass the bottom of the viewport.
 */
export function Modal({
  title,
  children,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  closeLabel = 'Close modal',
  hideCloseButton = false,
  width = MODAL_DEFAULTS.width,
  height = MODAL_DEFAULTS.height,
  pivot = MODAL_DEFAULTS.pivot,
  className,
  'aria-label': ariaLabel,
  ref,
  id,
  ...passed
}: ModalProps) {
  const [dialogAttributes, overlayProps] = splitAttributes(passed, ['aria-', 'data-']);
  const style = {
    '--koers-modal-width': `${width}px`,
    '--koers-modal-min-height': `${height}px`,
    '--koers-modal-pivot': String(Math.min(Math.max(pivot, 0), 1)),
  } as CSSProperties;
  return (
    <ModalOverlay
      {...overlayProps}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="koers-modal-overlay"
      style={style}
    >
      <AriaModal className="koers-modal">
        <Dialog
          {...dialogAttributes}
          ref={ref}
          id={id}
          className={cx('koers-modal__dialog', className)}
          aria-label={title ? undefined : ariaLabel}
        >
          {({ close }) => (
            <>
              {title || !hideCloseButton ? (
                <div className="koers-modal__header">
                  {title ? (
                    <Heading slot="title" className="koers-modal__title">
                      {title}
                    </Heading>
                  ) : null}
                  {hideCloseButton ? null : (
                    <Button className="koers-modal__close" onPress={close} aria-label={closeLabel}>
                      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                        <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" />
                      </svg>
                    </Button>
                  )}
                </div>
              ) : null}
              <div className="koers-modal__body">
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

/**
 * Pairs a trigger (first child, a react-aria Button or the package Button) with a `Modal`
 * (second child): opening state is handled for you and focus returns to the trigger.
 */
export const ModalTrigger = DialogTrigger;
