import type { ReactNode } from 'react';
import { FileTrigger as RacFileTrigger } from 'react-aria-components';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button';
import type { PassthroughProps } from '../utils/passthrough';
import { isAcceptedFile } from './acceptFile';

/** The button is the root: the hidden file input has no place in the layout. */
export interface FileTriggerProps extends PassthroughProps<HTMLButtonElement> {
  /** Text of the button that opens the file dialog. */
  children: ReactNode;
  /**
   * Accepted MIME types, wildcards or extensions (for icons: `ICON_ACCEPT`). Empty or absent
   * accepts any file. The dialog filters by it, and files picked past the filter ("all files")
   * are checked again and reported through `onReject`.
   */
  accept?: readonly string[];
  /** Allow choosing more than one file. */
  allowsMultiple?: boolean;
  /** Called with the accepted files (never empty). */
  onSelect: (files: File[]) => void;
  /** Called with the files whose type is not accepted, so the caller can show an error. */
  onReject?: (files: File[]) => void;
  /** Look of the button. Default secondary. */
  variant?: ButtonVariant;
  /** Size of the button. Default md. */
  size?: ButtonSize;
  /** Disables the button. */
  isDisabled?: boolean;
  /** Shows the button as pending (for example while uploading). */
  isPending?: boolean;
  /** Read with the button name while pending. */
  pendingLabel?: string;
}

/** A button that opens the file chooser (react-aria FileTrigger), with type checking. */
export function FileTrigger({
  children,
  accept = [],
  allowsMultiple,
  onSelect,
  onReject,
  variant,
  size,
  isDisabled,
  isPending,
  pendingLabel,
  ...rest
}: FileTriggerProps) {
  return (
    <RacFileTrigger
      acceptedFileTypes={accept.length ? [...accept] : undefined}
      allowsMultiple={allowsMultiple}
      onSelect={(list) => {
        const files = Array.from(list ?? []);
        const accepted = files.filter((f) => isAcceptedFile(f, accept));
        const rejected = files.filter((f) => !isAcceptedFile(f, accept));
        if (rejected.length) onReject?.(rejected);
        if (accepted.length) onSelect(accepted);
      }}
    >
      <Button
        {...rest}
        variant={variant}
        size={size}
        isDisabled={isDisabled}
        isPending={isPending}
        pendingLabel={pendingLabel}
        icon={
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path
              d="M10 14V3m0 0L5.5 7.5M10 3l4.5 4.5M3 13v4h14v-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        }
      >
        {children}
      </Button>
    </RacFileTrigger>
  );
}
