import { useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { TextField } from '../TextField/TextField';
import type { EditorLabels } from './labels';
import { isAllowedLinkHref } from './schema';

export interface LinkDialogProps {
  labels: EditorLabels;
  /** The link being edited, or null for a new one. */
  href: string | null;
  /** Ask for the link's text too (nothing is selected). */
  askText: boolean;
  onSave: (href: string, text: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/**
 * Adds, changes or removes a link. Only http(s), mailto and tel addresses are accepted, with a
 * message that says so; the address keeps focus until it is one.
 */
export function LinkDialog({ labels, href, askText, onSave, onRemove, onClose }: LinkDialogProps) {
  const [value, setValue] = useState(href ?? '');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = value.trim();
    const problem = !url ? labels.linkRequired : isAllowedLinkHref(url) ? null : labels.linkInvalid;
    if (!problem) {
      onSave(url, text.trim() || url);
      return;
    }
    setError(problem);
    // Back to the address, which now describes the problem (read out with the field).
    event.currentTarget.querySelector('input')?.focus();
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={labels.linkDialogTitle}
      closeLabel={labels.close}
      width={480}
    >
      <form className="koers-editor__dialog-form" onSubmit={submit} noValidate>
        <TextField
          label={labels.linkUrl}
          description={labels.linkUrlDescription}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          type="url"
          inputMode="url"
          autoComplete="url"
          // The dialog opens to type an address: that field takes the focus.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          isInvalid={!!error}
          errorMessage={error}
        />
        {askText ? <TextField label={labels.linkText} value={text} onChange={setText} /> : null}
        <div className="koers-editor__dialog-actions">
          <Button type="submit" variant="primary">
            {labels.linkSave}
          </Button>
          {href ? (
            <Button variant="danger" onPress={onRemove}>
              {labels.linkRemove}
            </Button>
          ) : null}
          <Button variant="ghost" onPress={onClose}>
            {labels.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
