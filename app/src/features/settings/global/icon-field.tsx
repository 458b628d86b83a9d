import type { FileResource } from '@koers/contract';
import { MAX_ICON_BYTES } from '@koers/contract/constants';
import { Button, FileTrigger, ICON_ACCEPT } from '@koers/ui';
import { useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { describeFormError } from '@/components/form';
import type { UploadContext } from '@/lib/api/client';
import { uploadIcon } from './api/global-api';
import { messages } from './messages';

/** The icon as the form will save it: unchanged, a new upload, or none. */
export type IconChoice =
  { kind: 'current' } | { kind: 'new'; file: FileResource } | { kind: 'none' };

/** `1.5 MB` for a file of 1.5 MiB, in the reader's language. */
const megabytes = (intl: IntlShape, bytes: number) =>
  `${intl.formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;

export interface IconFieldProps {
  /** DOM id of the choose button: where the error summary's link for `icon_file_id` goes. */
  id: string;
  /** What the context has now. */
  current: { name: string; url: string } | null;
  /** The context's name, for the image's text alternative. */
  contextName: string;
  /** The school or board the icon is for (its uploads' quota). */
  uploadContext: UploadContext;
  choice: IconChoice;
  onChoice: (choice: IconChoice) => void;
}

/**
 * Choose, preview and remove the icon (SPEC §5: JPEG and PNG only). A chosen file is checked for
 * its type and size here, so a wrong one is told before anything is sent, then uploaded at once
 * so the preview shows what the server stored; the form saves the choice
 * (`icon_file_id`, a hidden field: the new file's id, or empty for none).
 */
export function IconField({
  id,
  current,
  contextName,
  uploadContext,
  choice,
  onChoice,
}: IconFieldProps) {
  const intl = useIntl();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const shown = choice.kind === 'new' ? choice.file : choice.kind === 'current' ? current : null;

  async function choose(file: File) {
    setError(null);
    if (file.size > MAX_ICON_BYTES) {
      setError(
        intl.formatMessage(messages.iconTooLarge, {
          size: megabytes(intl, file.size),
          limit: megabytes(intl, MAX_ICON_BYTES),
        }),
      );
      return;
    }
    setUploading(true);
    try {
      onChoice({ kind: 'new', file: await uploadIcon(file, uploadContext) });
    } catch (failure) {
      // 413 says the limit, 422 that it is no JPEG or PNG; both in the reader's language.
      const described = describeFormError(failure, intl);
      setError(described.fields.file ?? described.summary.join(' '));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="koers-general__icon" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="koers-field__label">
        {intl.formatMessage(messages.icon)}
      </span>
      <span id={hintId} className="koers-field__description">
        {intl.formatMessage(messages.iconHint)}
      </span>
      <div className="koers-general__icon-row">
        <div className="koers-general__preview">
          {shown ? (
            <img
              src={shown.url}
              alt={intl.formatMessage(messages.iconAlt, { name: contextName })}
            />
          ) : (
            <span className="koers-settings__muted">{intl.formatMessage(messages.noIcon)}</span>
          )}
        </div>
        <div className="koers-general__icon-actions">
          <FileTrigger
            id={id}
            accept={ICON_ACCEPT}
            onSelect={([file]) => void choose(file!)}
            onReject={() => setError(intl.formatMessage(messages.iconWrongType))}
            isPending={uploading}
            pendingLabel={intl.formatMessage(messages.uploading)}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          >
            {intl.formatMessage(shown ? messages.replaceIcon : messages.chooseIcon)}
          </FileTrigger>
          {shown ? (
            <Button
              variant="ghost"
              onPress={() => {
                setError(null);
                // Removing a new upload where there was none is going back to none.
                onChoice(current ? { kind: 'none' } : { kind: 'current' });
              }}
            >
              {intl.formatMessage(messages.removeIcon)}
            </Button>
          ) : null}
        </div>
      </div>
      {choice.kind !== 'current' ? (
        <p className="koers-field__description" aria-live="polite">
          {intl.formatMessage(
            choice.kind === 'new' ? messages.iconNewNote : messages.iconRemovedNote,
          )}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="koers-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {choice.kind !== 'current' ? (
        <input
          type="hidden"
          name="icon_file_id"
          value={choice.kind === 'new' ? String(choice.file.id) : ''}
        />
      ) : null}
    </div>
  );
}
