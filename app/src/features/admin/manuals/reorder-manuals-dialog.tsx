import type { AdminManual } from '@koers/contract';
import { Button, Modal, ReorderableList, useToast } from '@koers/ui';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { describeFormError } from '@/components/form';
import { ErrorState, LoadingState } from '@/components/states';
import { reorderManuals, useAllManuals, useRefreshManuals } from './api/manuals-api';
import { manualMessages as messages } from './messages';

export interface ReorderManualsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Every manual in the order users read them, to drag or move with the arrow buttons. As the
 * application chooser's order: a move shows at once and is saved; saves run one after the
 * other, each with the whole order, so the last move wins; a refused save says so and shows the
 * server's order again. Closing refreshes the list behind it (keeping its page, search and sort).
 */
export function ReorderManualsDialog({ isOpen, onOpenChange }: ReorderManualsDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshManuals();
  const { data, error, mutate } = useAllManuals();
  const saves = useRef(Promise.resolve());

  function reorder(keys: (string | number)[]) {
    const current = data ?? [];
    const next = keys
      .map((key) => current.find((manual) => manual.id === key))
      .filter((manual): manual is AdminManual => manual !== undefined);
    void mutate(next, { revalidate: false });
    const ids = next.map((manual) => manual.id);
    saves.current = saves.current.then(async () => {
      try {
        await reorderManuals(ids);
      } catch (failure) {
        toast.add({
          title: intl.formatMessage(messages.reorderFailed),
          description: describeFormError(failure, intl).summary.join(' '),
          variant: 'error',
        });
        await mutate();
      }
    });
  }

  const close = (isOpen: boolean) => {
    if (isOpen) return;
    // The list behind shows the new positions once the last save is in.
    void saves.current.then(() => refresh());
    onOpenChange(false);
  };

  let body;
  if (data) {
    body = (
      <ReorderableList
        aria-label={intl.formatMessage(messages.listLabel)}
        items={data}
        textValue={(manual) => manual.title}
        onReorder={reorder}
        labels={{
          drag: (name) => intl.formatMessage(messages.drag, { name }),
          moveUp: (name) => intl.formatMessage(messages.moveUp, { name }),
          moveDown: (name) => intl.formatMessage(messages.moveDown, { name }),
          moved: (name, position, total) =>
            intl.formatMessage(messages.moved, { name, position, total }),
        }}
      >
        {(manual) => <span className="koers-admin-manuals__order-item">{manual.title}</span>}
      </ReorderableList>
    );
  } else if (error) {
    body = <ErrorState onRetry={() => void mutate()} />;
  } else {
    body = <LoadingState label={intl.formatMessage(messages.reorderLoading)} />;
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={close}
      title={intl.formatMessage(messages.reorderTitle)}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      <div className="koers-admin-manuals__order">
        <p className="koers-admin-manuals__text">{intl.formatMessage(messages.reorderIntro)}</p>
        {body}
        <div className="koers-app-form__actions">
          <Button variant="primary" onPress={() => close(false)}>
            {intl.formatMessage(messages.done)}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
