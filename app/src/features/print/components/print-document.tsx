import type { DocumentStatus } from '@koers/contract/constants';
import { DocumentBlocks, TableOfContents, type DocumentBlock } from '@koers/ui';
import { useIntl } from 'react-intl';
import { documentStatusMessages } from '@/components/document-status';
import { messages } from '../messages';

/** Whose document it is, as its cover names it (the Word export's title page names the same). */
export interface PrintOwner {
  /** The school's or board's name; null for the template (the cover then says Koers). */
  name: string | null;
  /** A school document's board, when the school has one. */
  boardName: string | null;
  /** The school's (or else its board's) icon, or the board's. */
  iconUrl: string | null;
}

export interface PrintDocumentProps {
  name: string;
  owner: PrintOwner;
  /** The school year of a document that belongs to one. */
  periodName: string | null;
  /** Null for the template, which has no status. */
  status: DocumentStatus | null;
  /** When it was adopted, if it is (vastgesteld). */
  adoptedAt: string | null;
  /** A version of the history printed instead of the current text: its number and date. */
  version: { number: number; savedAt: string } | null;
  /** When the current text was last changed (not shown for a version). */
  updatedAt: string;
  /** The blocks in document order, each with an id unique in the document. */
  blocks: readonly DocumentBlock[];
}

const COVER_ID = 'print-title';

/**
 * The printed document: a cover (school or board, the document's name, status, adoption), its
 * contents with page numbers (the CSS asks Paged.js for them) and the text with the numbered
 * headings of the screen (the design system's DocumentBlocks and TableOfContents number both).
 */
export function PrintDocument({
  name,
  owner,
  periodName,
  status,
  adoptedAt,
  version,
  updatedAt,
  blocks,
}: PrintDocumentProps) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });
  const hasHeadings = blocks.some((b) => b.type === 'h1' || b.type === 'h2');
  return (
    <>
      <section className="koers-print-cover" aria-labelledby={COVER_ID}>
        <div className="koers-print-cover__owner">
          {owner.iconUrl ? (
            <img className="koers-print-cover__icon" src={owner.iconUrl} alt="" />
          ) : null}
          <div>
            <p className="koers-print-cover__owner-name">
              {owner.name ?? intl.formatMessage(messages.product)}
            </p>
            {owner.boardName ? <p className="koers-print-cover__board">{owner.boardName}</p> : null}
          </div>
        </div>
        <h1 id={COVER_ID} className="koers-print-cover__title">
          {name}
        </h1>
        {periodName ? (
          <p className="koers-print-cover__period">
            {intl.formatMessage(messages.schoolYear, { name: periodName })}
          </p>
        ) : null}
        <div className="koers-print-cover__facts">
          {status ? (
            <p className="koers-print-cover__status">
              {intl.formatMessage(messages.status, {
                status: intl.formatMessage(documentStatusMessages[status]),
              })}
            </p>
          ) : null}
          {status && adoptedAt ? (
            <p>{intl.formatMessage(messages.adoptedOn, { date: date(adoptedAt) })}</p>
          ) : null}
          {version ? (
            <p>
              {intl.formatMessage(messages.versionOf, {
                version: version.number,
                date: date(version.savedAt),
              })}
            </p>
          ) : (
            <p>{intl.formatMessage(messages.changedOn, { date: date(updatedAt) })}</p>
          )}
        </div>
      </section>
      {hasHeadings ? (
        <TableOfContents
          className="koers-print-toc"
          blocks={blocks}
          label={intl.formatMessage(messages.contents)}
          title={intl.formatMessage(messages.contents)}
          activeId={null}
        />
      ) : null}
      <div className="koers-print-text">
        {blocks.length === 0 ? (
          <p>{intl.formatMessage(messages.empty)}</p>
        ) : (
          <DocumentBlocks
            blocks={blocks}
            headingLevel={2}
            locale={intl.locale}
            labels={{
              email: intl.formatMessage(messages.email),
              phone: intl.formatMessage(messages.phone),
              organisation: intl.formatMessage(messages.organisation),
            }}
          />
        )}
      </div>
    </>
  );
}
