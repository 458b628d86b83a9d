import type { ContactCategory } from '@koers/contract';
import { PagedTable, type PagedTableColumn } from '@koers/ui';
import { useIntl } from 'react-intl';
import { useSession } from '@/lib/session/use-session';
import { useContactCategories } from '@/lib/api/contact-categories';
import { ErrorState } from '@/components/states';
import { SettingsNotApplicable } from '../components/settings-states';
import { useTableLabels } from '@/components/paged-list';
import { messages } from '../messages';

/** Sociale kaart: the categories the social map of this context is grouped in. */
export default function SettingsContactCategories() {
  const intl = useIntl();
  const labels = useTableLabels(intl.formatMessage(messages.contactCategoriesEmpty));
  const { context } = useSession();
  const { data, error, mutate } = useContactCategories(context);

  if (!context) return <SettingsNotApplicable needs="context" />;
  if (error && !data) return <ErrorState onRetry={() => void mutate()} />;

  const columns: PagedTableColumn<ContactCategory>[] = [
    { id: 'name', header: intl.formatMessage(messages.name), accessor: 'name', isRowHeader: true },
    {
      id: 'position',
      header: intl.formatMessage(messages.position),
      align: 'end',
      render: (category) => intl.formatNumber(category.position),
    },
  ];

  return (
    <PagedTable
      {...labels}
      caption={intl.formatMessage(messages.contactCategoriesCaption)}
      columns={columns}
      rows={data ?? []}
      isLoading={!data}
      onPageChange={() => undefined}
    />
  );
}
