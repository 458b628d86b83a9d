import { ContextSwitcher } from '@koers/ui';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ContextChoices } from '@/lib/session/context-choices';
import type { ContextRef } from '@/lib/session/types';

const messages = defineMessages({
  organisations: { id: 'context.switch.organisations', defaultMessage: 'Boards' },
  schools: { id: 'context.switch.schools', defaultMessage: 'Schools' },
  emptyOrganisations: {
    id: 'context.switch.emptyOrganisations',
    defaultMessage: 'No boards were found.',
  },
  emptySchools: { id: 'context.switch.emptySchools', defaultMessage: 'No schools were found.' },
  authorityNumber: { id: 'context.switch.authorityNumber', defaultMessage: 'Authority number' },
  brinNumber: { id: 'context.switch.brinNumber', defaultMessage: 'BRIN' },
  current: { id: 'context.switch.current', defaultMessage: 'current environment' },
  filter: { id: 'context.switch.filter', defaultMessage: 'Search by name or number' },
  failed: {
    id: 'context.switch.failed',
    defaultMessage: 'This school or board could not be opened. Try again.',
  },
});

export interface ContextSwitcherPanelProps {
  choices: ContextChoices;
  current: ContextRef | null;
  /** Sets the context; rejects when it cannot be loaded. */
  onChoose: (context: ContextRef) => Promise<void>;
  headingLevel?: 2 | 3;
}

/** The list of SPEC §2 'Wisselen van omgeving' with its texts; shared by the modal and the chooser screen. */
export function ContextSwitcherPanel({
  choices,
  current,
  onChoose,
  headingLevel = 3,
}: ContextSwitcherPanelProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const many = choices.organisations.length + choices.schools.length > 8;
  return (
    <>
      {failed ? (
        <p role="alert" className="koers-app-error-summary">
          {intl.formatMessage(messages.failed)}
        </p>
      ) : null}
      <ContextSwitcher
        organisations={choices.organisations}
        schools={choices.schools}
        current={current}
        onSelect={(choice) => {
          setFailed(false);
          onChoose({ id: Number(choice.id), contextType: choice.contextType }).catch(() =>
            setFailed(true),
          );
        }}
        organisationsHeading={intl.formatMessage(messages.organisations)}
        schoolsHeading={intl.formatMessage(messages.schools)}
        emptyOrganisationsText={intl.formatMessage(messages.emptyOrganisations)}
        emptySchoolsText={intl.formatMessage(messages.emptySchools)}
        authorityNumberLabel={intl.formatMessage(messages.authorityNumber)}
        brinNumberLabel={intl.formatMessage(messages.brinNumber)}
        currentLabel={intl.formatMessage(messages.current)}
        filterLabel={many ? intl.formatMessage(messages.filter) : undefined}
        headingLevel={headingLevel}
      />
    </>
  );
}
