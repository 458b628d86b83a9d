import type { DocumentVersion } from '@koers/contract';
import { Button } from '@koers/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { messages } from '../messages';
import { authorName, formatWhen } from './format';
import { SaveVersionDialog } from './save-version-dialog';

export interface VersionsSectionProps {
  documentId: number;
  currentVersion: number;
  versions: readonly DocumentVersion[];
}

/** "Versions": the named versions, newest first, each to view or compare; and "Save version". */
export function VersionsSection({ documentId, currentVersion, versions }: VersionsSectionProps) {
  const intl = useIntl();
  const [saving, setSaving] = useState(false);
  return (
    <section className="koers-history__section" aria-labelledby="history-versions-title">
      <div className="koers-history__section-head">
        <h2 id="history-versions-title" className="koers-history__section-title">
          {intl.formatMessage(messages.versionsTitle)}
        </h2>
        <Button variant="primary" onPress={() => setSaving(true)}>
          {intl.formatMessage(messages.saveVersion)}
        </Button>
      </div>
      <p className="koers-history__intro">{intl.formatMessage(messages.versionsIntro)}</p>
      {versions.length === 0 ? (
        <p className="koers-history__empty">{intl.formatMessage(messages.versionsEmpty)}</p>
      ) : (
        <ul className="koers-history__list">
          {versions.map((version) => (
            <li key={version.id} className="koers-history__item">
              <div className="koers-history__item-text">
                <h3 className="koers-history__item-title">
                  {version.name}
                  {version.kind === 'adopted' ? (
                    <>
                      {' '}
                      <span className="koers-history__badge" data-kind="adopted">
                        {intl.formatMessage(messages.adopted)}
                      </span>
                    </>
                  ) : null}
                </h3>
                <p className="koers-history__meta">
                  {intl.formatMessage(messages.byAt, {
                    when: formatWhen(intl, version.created_at),
                    author: authorName(intl, version.author),
                  })}
                  {' · '}
                  {intl.formatMessage(messages.versionNumber, { version: version.version })}
                </p>
                {version.note ? <p className="koers-history__note">{version.note}</p> : null}
              </div>
              <div className="koers-history__item-actions">
                <Link
                  className="koers-history__link"
                  to={paths.documentHistory.href(documentId, { versie: version.version })}
                >
                  {intl.formatMessage(messages.view)}{' '}
                  <span className="koers-visually-hidden">“{version.name}”</span>
                </Link>
                {version.version !== currentVersion ? (
                  <Link
                    className="koers-history__link"
                    to={paths.documentHistory.href(documentId, {
                      van: version.version,
                      tot: currentVersion,
                    })}
                  >
                    {intl.formatMessage(messages.compareWithCurrent)}{' '}
                    <span className="koers-visually-hidden">(“{version.name}”)</span>
                  </Link>
                ) : (
                  <span className="koers-history__badge" data-kind="current">
                    {intl.formatMessage(messages.current)}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <SaveVersionDialog documentId={documentId} isOpen={saving} onOpenChange={setSaving} />
    </section>
  );
}
