import { EmptyState } from '@koers/ui';
import { useIntl } from 'react-intl';
import { messages } from '../messages';

/** A tab that belongs to the other kind of context (e.g. school years in a board). */
export function SettingsNotApplicable({ needs }: { needs: 'school' | 'organisation' | 'context' }) {
  const intl = useIntl();
  const text =
    needs === 'school'
      ? messages.schoolOnly
      : needs === 'organisation'
        ? messages.organisationOnly
        : messages.noContext;
  return <EmptyState title={intl.formatMessage(text)} />;
}
