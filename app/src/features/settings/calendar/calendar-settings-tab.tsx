import type { CalendarCategory } from '@koers/contract';
import {
  Button,
  Menu,
  PagedTable,
  Spinner,
  TextField,
  useToast,
  type PagedTableColumn,
} from '@koers/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CategorySwatch, useCalendarColourName } from '@/components/calendar-colours';
import { commonMessages } from '@/components/messages';
import { useTableLabels } from '@/components/paged-list';
import { ErrorState } from '@/components/states';
import { useCalendarCategories } from '@/lib/api/calendar-categories';
import { useCalendarFeed } from '@/lib/api/calendar-feed';
import { messages as settingsMessages } from '../messages';
import { copyText } from './copy-text';
import { messages } from './messages';
import './calendar-settings.css';

// The dialogs load when one is first opened: most visits only look at the list and the link.
const CategoryDialog = lazy(() =>
  import('./category-dialog').then((m) => ({ default: m.CategoryDialog })),
);
const RemoveCategoryDialog = lazy(() =>
  import('./remove-category-dialog').then((m) => ({ default: m.RemoveCategoryDialog })),
);
const NewLinkDialog = lazy(() =>
  import('./new-link-dialog').then((m) => ({ default: m.NewLinkDialog })),
);

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; category: CalendarCategory }
  | { kind: 'remove'; category: CalendarCategory }
  | { kind: 'new-link' };

const FEED_FIELD_ID = 'calendar-feed-url';

/**
 * Jaarkalender (settings): the categories that mark the school's events, each with its colour,
 * pattern and name, and the subscription link (.ics) to copy or replace. The tab is offered to
 * managers only (lib/paths.ts `settingsTabs`), and the server lets them make these changes.
 */
export function CalendarSettingsTab({ schoolId }: { schoolId: number }) {
  const intl = useIntl();
  const toast = useToast();
  const categories = useCalendarCategories(schoolId);
  const feed = useCalendarFeed(schoolId);
  const colourName = useCalendarColourName();
  const labels = useTableLabels(intl.formatMessage(settingsMessages.categoriesEmpty));
  const [open, setOpen] = useState<Open | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After a removal its row and menu are gone: once the dialog has closed (and given the focus
  // back to nothing), the focus goes to the next thing to do.
  const [removed, setRemoved] = useState(false);
  useEffect(() => {
    if (!removed || open) return;
    const frame = requestAnimationFrame(() => {
      addButton.current?.focus();
      setRemoved(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [removed, open]);

  const columns: PagedTableColumn<CalendarCategory>[] = [
    {
      id: 'name',
      header: intl.formatMessage(messages.name),
      isRowHeader: true,
      render: (category) => (
        <span className="koers-calendar-settings__name">
          <CategorySwatch color={category.color} size="md" />
          <span lang="nl">{category.name}</span>
        </span>
      ),
    },
    {
      id: 'colour',
      header: intl.formatMessage(messages.colour),
      render: (category) => colourName(category.color),
    },
    {
      id: 'actions',
      header: <span className="koers-visually-hidden">{intl.formatMessage(messages.actions)}</span>,
      align: 'end',
      render: (category) => (
        <Menu
          trigger={intl.formatMessage(messages.actions)}
          triggerLabel={intl.formatMessage(messages.actionsFor, { name: category.name })}
          placement="bottom end"
          items={[
            {
              id: 'edit',
              label: intl.formatMessage(messages.edit),
              onAction: () => setOpen({ kind: 'edit', category }),
            },
            {
              id: 'remove',
              label: intl.formatMessage(messages.remove),
              onAction: () => setOpen({ kind: 'remove', category }),
            },
          ]}
        />
      ),
    },
  ];

  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };

  async function copyLink(url: string) {
    const copied = await copyText(url, document.getElementById(FEED_FIELD_ID));
    toast.add(
      copied
        ? { title: intl.formatMessage(messages.copied), variant: 'success' }
        : { title: intl.formatMessage(messages.copyFailed), variant: 'error' },
    );
  }

  let feedBody;
  if (feed.error && !feed.data) {
    feedBody = (
      <ErrorState
        title={intl.formatMessage(messages.feedFailed)}
        onRetry={() => void feed.mutate()}
      />
    );
  } else if (!feed.data) {
    feedBody = <Spinner label={intl.formatMessage(commonMessages.loading)} showLabel />;
  } else {
    const url = feed.data.url;
    feedBody = (
      <>
        <TextField
          id={FEED_FIELD_ID}
          className="koers-calendar-settings__feed"
          label={intl.formatMessage(settingsMessages.feed)}
          description={intl.formatMessage(settingsMessages.feedHelp)}
          value={url}
          isReadOnly
        />
        <div className="koers-calendar-settings__actions">
          <Button variant="primary" onPress={() => void copyLink(url)}>
            {intl.formatMessage(messages.copy)}
          </Button>
          <Button onPress={() => setOpen({ kind: 'new-link' })}>
            {intl.formatMessage(messages.newLink)}
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className="koers-settings__stack">
      <section
        className="koers-calendar-settings__section"
        aria-labelledby="calendar-categories-heading"
      >
        <h2 id="calendar-categories-heading" className="koers-calendar-settings__heading">
          {intl.formatMessage(messages.categoriesHeading)}
        </h2>
        <div className="koers-calendar-settings__bar">
          <p className="koers-settings__muted">{intl.formatMessage(messages.intro)}</p>
          <Button ref={addButton} variant="primary" onPress={() => setOpen({ kind: 'add' })}>
            {intl.formatMessage(messages.add)}
          </Button>
        </div>
        {categories.error && !categories.data ? (
          <ErrorState onRetry={() => void categories.mutate()} />
        ) : (
          <PagedTable
            {...labels}
            caption={intl.formatMessage(settingsMessages.categoriesCaption)}
            columns={columns}
            rows={categories.data ?? []}
            isLoading={!categories.data}
            onPageChange={() => undefined}
          />
        )}
      </section>
      <section className="koers-calendar-settings__section" aria-labelledby="calendar-feed-heading">
        <h2 id="calendar-feed-heading" className="koers-calendar-settings__heading">
          {intl.formatMessage(messages.feedHeading)}
        </h2>
        <p className="koers-settings__muted">{intl.formatMessage(messages.feedIntro)}</p>
        {feedBody}
      </section>
      {open ? (
        <Suspense fallback={null}>
          {open.kind === 'remove' ? (
            <RemoveCategoryDialog
              schoolId={schoolId}
              category={open.category}
              isOpen
              onOpenChange={onOpenChange}
              onRemoved={() => setRemoved(true)}
            />
          ) : open.kind === 'new-link' ? (
            <NewLinkDialog schoolId={schoolId} isOpen onOpenChange={onOpenChange} />
          ) : (
            <CategoryDialog
              schoolId={schoolId}
              category={open.kind === 'edit' ? open.category : undefined}
              usedColours={(categories.data ?? [])
                .filter((c) => open.kind !== 'edit' || c.id !== open.category.id)
                .map((c) => c.color)}
              isOpen
              onOpenChange={onOpenChange}
            />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
