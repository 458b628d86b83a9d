import type { Application } from '@koers/contract';
import { Button, ReorderableList, Spinner, useToast } from '@koers/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { describeFormError } from '@/components/form';
import { ErrorState } from '@/components/states';
import { useSchoolApplications } from '@/lib/api/school-applications';
import { useSession } from '@/lib/session/use-session';
import { messages as settingsMessages } from '../messages';
import { reorderApplications } from './api/applications-api';
import { messages } from './messages';
import { TYPE_NAMES } from './type-names';
import './applications.css';

// The dialogs load when one is first opened: most visits only look at the list.
const ApplicationDialog = lazy(() =>
  import('./application-dialog').then((m) => ({ default: m.ApplicationDialog })),
);
const RemoveApplicationDialog = lazy(() =>
  import('./remove-application-dialog').then((m) => ({ default: m.RemoveApplicationDialog })),
);

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; application: Application }
  | { kind: 'remove'; application: Application };

/**
 * Applicatie-kiezer: the applications the school's header links to, in their order. Its managers
 * (the tab is theirs, as the server's writes are) add, change, remove and reorder them; the
 * header's icon buttons and application chooser read the same SWR key and follow at once.
 */
export function ApplicationsTab({ schoolId }: { schoolId: number }) {
  const intl = useIntl();
  const toast = useToast();
  const { isManager } = useSession();
  const { data, error, mutate } = useSchoolApplications(schoolId);
  const [open, setOpen] = useState<Open | null>(null);
  const saves = useRef(Promise.resolve());
  const addButton = useRef<HTMLButtonElement>(null);

  // After a removal its row and menu are gone. The list moves the focus to the next row; when no
  // row is left, the focus would be lost, and goes to the add button instead, once the dialog has
  // closed and handed the focus back (a frame later).
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || open) return;
    refocus.current = false;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) addButton.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  if (error && !data) return <ErrorState onRetry={() => void mutate()} />;
  if (!data) return <Spinner label={intl.formatMessage(settingsMessages.applicationsCaption)} />;

  /**
   * Shows the new order at once (the header too) and saves it. Saves run one after the other, each
   * with the whole order, so quick moves arrive in the order they were made and the last one
   * wins; the list stays usable meanwhile (disabling it would take the focus from the button just
   * pressed). A refused save says so and shows the server's order again.
   */
  function reorder(keys: (string | number)[]) {
    const current = data ?? [];
    const next = keys
      .map((key) => current.find((application) => application.id === key))
      .filter((application): application is Application => application !== undefined);
    void mutate(next, { revalidate: false });
    const ids = next.map((application) => application.id);
    saves.current = saves.current.then(async () => {
      try {
        await reorderApplications(schoolId, ids);
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

  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };

  return (
    <div className="koers-settings__stack">
      <div className="koers-applications__bar">
        <p className="koers-settings__muted">
          {intl.formatMessage(isManager ? messages.intro : messages.readOnly)}
        </p>
        {isManager ? (
          <Button ref={addButton} variant="primary" onPress={() => setOpen({ kind: 'add' })}>
            {intl.formatMessage(messages.add)}
          </Button>
        ) : null}
      </div>
      {isManager && data.length > 1 ? (
        <p className="koers-settings__muted">{intl.formatMessage(messages.listHint)}</p>
      ) : null}
      <ReorderableList
        aria-label={intl.formatMessage(messages.listLabel)}
        items={data}
        textValue={(application) => application.name}
        onReorder={reorder}
        isDisabled={!isManager}
        emptyText={intl.formatMessage(settingsMessages.applicationsEmpty)}
        labels={{
          drag: (name) => intl.formatMessage(messages.drag, { name }),
          moveUp: (name) => intl.formatMessage(messages.moveUp, { name }),
          moveDown: (name) => intl.formatMessage(messages.moveDown, { name }),
          moved: (name, position, total) =>
            intl.formatMessage(messages.moved, { name, position, total }),
        }}
        actions={
          isManager
            ? (application) => (
                <>
                  <Button
                    size="sm"
                    aria-label={intl.formatMessage(messages.editNamed, { name: application.name })}
                    onPress={() => setOpen({ kind: 'edit', application })}
                  >
                    {intl.formatMessage(messages.edit)}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={intl.formatMessage(messages.removeNamed, {
                      name: application.name,
                    })}
                    onPress={() => setOpen({ kind: 'remove', application })}
                  >
                    {intl.formatMessage(messages.remove)}
                  </Button>
                </>
              )
            : undefined
        }
      >
        {(application) => (
          <span className="koers-applications__item">
            {application.icon ? (
              <img className="koers-applications__icon" src={application.icon.url} alt="" />
            ) : (
              <span className="koers-applications__icon" aria-hidden="true" />
            )}
            <span className="koers-applications__text-block">
              <span className="koers-applications__name">{application.name}</span>
              <span className="koers-applications__meta">
                {application.type
                  ? intl.formatMessage(messages.typeOption, {
                      type: intl.formatMessage(TYPE_NAMES[application.type]),
                    })
                  : intl.formatMessage(settingsMessages.typeNone)}
                {' · '}
                <span className="koers-applications__url">{application.url}</span>
              </span>
            </span>
          </span>
        )}
      </ReorderableList>
      {open ? (
        <Suspense fallback={null}>
          {open.kind === 'remove' ? (
            <RemoveApplicationDialog
              schoolId={schoolId}
              application={open.application}
              isOpen
              onOpenChange={onOpenChange}
              onRemoved={() => {
                refocus.current = true;
              }}
            />
          ) : (
            <ApplicationDialog
              schoolId={schoolId}
              application={open.kind === 'edit' ? open.application : undefined}
              isOpen
              onOpenChange={onOpenChange}
            />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
