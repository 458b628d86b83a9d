import type { DocumentStatus } from '@koers/contract/constants';
import { Badge, type BadgeVariant } from '@koers/ui';
import { defineMessages, useIntl } from 'react-intl';

/** A document's status as people say it: beside its name in the sidebar and on its page. */
export const documentStatusMessages = defineMessages({
  concept: { id: 'documents.status.concept', defaultMessage: 'Draft' },
  ter_bespreking: { id: 'documents.status.terBespreking', defaultMessage: 'Under discussion' },
  vastgesteld: { id: 'documents.status.vastgesteld', defaultMessage: 'Adopted' },
});

const VARIANTS: Record<DocumentStatus, BadgeVariant> = {
  concept: 'neutral',
  ter_bespreking: 'info',
  vastgesteld: 'success',
};

/** The status badge of a document; its text is part of the link or row it stands in. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const intl = useIntl();
  // A list cached before statuses existed has none: show nothing rather than fail.
  if (!(status in VARIANTS)) return null;
  return (
    <Badge className="koers-document-status" variant={VARIANTS[status]}>
      {intl.formatMessage(documentStatusMessages[status])}
    </Badge>
  );
}
