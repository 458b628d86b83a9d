import type { AuditEntry } from '@koers/contract';
import {
  AUDIT_ACTIONS,
  AUDIT_SUBJECT_TYPES,
  SORT_COLUMNS,
  type AuditAction,
  type AuditSubjectType,
} from '@koers/contract/constants';
import { parseDate } from '@internationalized/date';
import {
  Button,
  DateRangeField,
  PagedTable,
  SearchComboBox,
  Select,
  useToast,
  type PagedTableColumn,
  type SearchComboBoxOption,
} from '@koers/ui';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { describeFormError } from '@/components/form';
import { useTableLabels } from '@/components/paged-list';
import { usePagedList } from '@/lib/api/use-paged-list';
import {
  auditExportUrl,
  auditLogUrl,
  downloadAuditExport,
  NO_FILTERS,
  searchAuditActors,
  type AuditLogFilters,
  type AuditLogScope,
} from '../api/audit-log';
import { actionMessages, messages, subjectTypeMessages } from '../messages';
import '../audit.css';

const ALL = 'all';
const AUDIT_SORT = SORT_COLUMNS.auditLog;

export interface AuditLogViewProps {
  scope: AuditLogScope;
  /** Show the column with the school or board of each entry (not in one school's own log). */
  showWhere: boolean;
  /** The person to filter on when the screen opens (a link from a user's page). */
  initialUser?: SearchComboBoxOption | null;
}

/**
 * The activity log: who changed what, when and where, newest first, as the server words it in
 * the reader's language. Filters (person, kind of change, kind of object, period) and the search
 * narrow the list and the CSV export alike; any change of them starts again at page 1.
 */
export function AuditLogView({ scope, showWhere, initialUser = null }: AuditLogViewProps) {
  const intl = useIntl();
  const toast = useToast();
  const [filters, setFilters] = useState<AuditLogFilters>({ ...NO_FILTERS, user: initialUser });
  const [exporting, setExporting] = useState(false);
  const list = usePagedList<AuditEntry>(auditLogUrl(scope, filters), {
    sortColumn: 'created_at',
    sortOrder: 'desc',
  });
  const filtered =
    filters.user !== null ||
    filters.action !== null ||
    filters.subjectType !== null ||
    filters.from !== null;
  const query = list.query.trim();
  const labels = useTableLabels(
    query
      ? intl.formatMessage(messages.emptySearch, { query })
      : intl.formatMessage(filtered ? messages.emptyFiltered : messages.empty),
  );
  const set = (patch: Partial<AuditLogFilters>) =>
    setFilters((current) => ({ ...current, ...patch }));
  // A stable search for the person field: it searches again only when the text changes.
  const scopeKey =
    scope.kind === 'all' ? 'all' : `${scope.context.contextType}:${scope.context.id}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the scope is identified by its key
  const searchPeople = useCallback((text: string) => searchAuditActors(scope, text), [scopeKey]);

  const actionOptions = [
    { id: ALL, label: intl.formatMessage(messages.allActions) },
    ...AUDIT_ACTIONS.map((action) => ({
      id: action,
      label: intl.formatMessage(actionMessages[action]),
    })),
  ];
  const subjectOptions = [
    { id: ALL, label: intl.formatMessage(messages.allSubjectTypes) },
    ...AUDIT_SUBJECT_TYPES.map((type) => ({
      id: type,
      label: intl.formatMessage(subjectTypeMessages[type]),
    })),
  ];

  const columns: PagedTableColumn<AuditEntry>[] = [
    {
      id: 'created_at',
      header: intl.formatMessage(messages.when),
      sortable: true,
      width: '11rem',
      render: (entry) => (
        <time dateTime={entry.created_at}>
          {intl.formatDate(entry.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      ),
    },
    {
      id: 'summary',
      header: intl.formatMessage(messages.what),
      isRowHeader: true,
      render: (entry) => entry.summary,
    },
    ...(showWhere
      ? [
          {
            id: 'where',
            header: intl.formatMessage(messages.where),
            render: (entry: AuditEntry) =>
              entry.context
                ? (entry.context.name ?? intl.formatMessage(messages.deletedContext))
                : intl.formatMessage(messages.nowhere),
          },
        ]
      : []),
  ];

  async function exportCsv() {
    setExporting(true);
    try {
      const day = new Date().toISOString().slice(0, 10);
      await downloadAuditExport(
        auditExportUrl(scope, filters, list.query),
        `${intl.formatMessage(messages.fileName)}-${day}.csv`,
      );
      toast.add({ title: intl.formatMessage(messages.exported), variant: 'success' });
    } catch (failure) {
      toast.add({
        title: intl.formatMessage(messages.exportFailed, {
          reason: describeFormError(failure, intl).summary.join(' '),
        }),
        variant: 'error',
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="koers-audit">
      <section className="koers-audit__filters" aria-label={intl.formatMessage(messages.filters)}>
        <SearchComboBox
          className="koers-audit__person"
          label={intl.formatMessage(messages.person)}
          description={intl.formatMessage(messages.personHint)}
          placeholder={intl.formatMessage(messages.personPlaceholder)}
          onSearch={searchPeople}
          selected={filters.user}
          onSelectedChange={(user) => set({ user })}
          labels={{
            searching: intl.formatMessage(messages.searching),
            failed: intl.formatMessage(messages.searchFailed),
            none: intl.formatMessage(messages.noPeople),
          }}
        />
        <Select
          label={intl.formatMessage(messages.action)}
          options={actionOptions}
          selectedKey={filters.action ?? ALL}
          onSelectionChange={(key) =>
            set({ action: key === ALL || key === null ? null : (String(key) as AuditAction) })
          }
        />
        <Select
          label={intl.formatMessage(messages.subjectType)}
          options={subjectOptions}
          selectedKey={filters.subjectType ?? ALL}
          onSelectionChange={(key) =>
            set({
              subjectType: key === ALL || key === null ? null : (String(key) as AuditSubjectType),
            })
          }
        />
        <DateRangeField
          label={intl.formatMessage(messages.period)}
          description={intl.formatMessage(messages.periodHint)}
          value={
            filters.from && filters.to
              ? { start: parseDate(filters.from), end: parseDate(filters.to) }
              : null
          }
          onChange={(range) =>
            set({
              from: range ? range.start.toString() : null,
              to: range ? range.end.toString() : null,
            })
          }
        />
        {filtered ? (
          <div className="koers-audit__clear">
            <Button variant="secondary" onPress={() => setFilters(NO_FILTERS)}>
              {intl.formatMessage(messages.clearFilters)}
            </Button>
          </div>
        ) : null}
      </section>
      <PagedTable<AuditEntry>
        {...labels}
        caption={intl.formatMessage(messages.caption)}
        hideCaption
        columns={columns}
        rows={list.rows}
        meta={list.meta}
        status={list.status}
        sort={list.sort}
        onSortChange={(next) => {
          if ((AUDIT_SORT as readonly string[]).includes(next.column)) list.setSort(next);
        }}
        onPageChange={list.setPage}
        query={list.query}
        onQueryChange={list.setQuery}
        emptyText={
          list.error !== undefined ? intl.formatMessage(messages.failed) : labels.emptyText
        }
        toolbar={
          <Button
            variant="secondary"
            onPress={() => void exportCsv()}
            isPending={exporting}
            pendingLabel={intl.formatMessage(messages.exporting)}
          >
            {intl.formatMessage(messages.export)}
          </Button>
        }
      />
    </div>
  );
}
