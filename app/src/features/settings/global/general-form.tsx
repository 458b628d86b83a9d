import type { Organisation, School } from '@koers/contract';
import { Checkbox, TextField, useToast } from '@koers/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { ServerForm, SubmitButton } from '@/components/form';
import { organisationKey } from '@/lib/api/organisation';
import { schoolKey } from '@/lib/api/school';
import { updateSession } from '@/lib/session/session-store';
import { updateOrganisation, updateSchool } from './api/global-api';
import { IconField, type IconChoice } from './icon-field';
import { messages } from './messages';

const FIELD_IDS = {
  name: 'general-name',
  icon_file_id: 'general-icon',
  calendar: 'general-calendar',
  require_two_factor: 'general-two-factor',
  brin_number: 'general-number',
  authority_number: 'general-number',
};

export type GeneralEntity =
  { kind: 'school'; school: School } | { kind: 'organisation'; organisation: Organisation };

export interface GeneralFormProps {
  entity: GeneralEntity;
  /** Super admins may change the BRIN or authority number; everyone else reads it. */
  mayChangeNumber: boolean;
}

/** The icon choice as the API takes it: absent when unchanged. */
function iconField(data: FormData): { icon_file_id?: number | null } {
  if (!data.has('icon_file_id')) return {};
  const value = String(data.get('icon_file_id'));
  return { icon_file_id: value === '' ? null : Number(value) };
}

/**
 * Algemeen: the name and icon of the school or board, whether a school keeps a yearly calendar,
 * whether everyone who manages in it must use two-step verification, and its BRIN or authority number (read-only unless the user is a super admin; the server
 * refuses anyone else). After saving, the sidebar and the context switch show the new name and
 * icon at once.
 */
export function GeneralForm({ entity, mayChangeNumber }: GeneralFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [icon, setIcon] = useState<IconChoice>({ kind: 'current' });
  const isSchool = entity.kind === 'school';
  const current = isSchool ? entity.school : entity.organisation;
  const number = isSchool ? entity.school.brin_number : entity.organisation.authority_number;
  const numberField = isSchool ? 'brin_number' : 'authority_number';
  const numberLabel = intl.formatMessage(isSchool ? messages.brinNumber : messages.authorityNumber);

  async function submit(data: FormData) {
    const name = String(data.get('name') ?? '').trim();
    const numberValue = mayChangeNumber
      ? { [numberField]: String(data.get(numberField) ?? '').trim() || null }
      : {};
    if (entity.kind === 'school') {
      const saved = await updateSchool(entity.school.id, {
        name,
        ...iconField(data),
        calendar: data.get('calendar') !== null,
        require_two_factor: data.get('require_two_factor') !== null,
        ...numberValue,
      });
      await mutate(schoolKey(saved.id), saved, { revalidate: false });
      updateSession({ school: saved });
    } else {
      const saved = await updateOrganisation(entity.organisation.id, {
        name,
        ...iconField(data),
        require_two_factor: data.get('require_two_factor') !== null,
        ...numberValue,
      });
      await mutate(organisationKey(saved.id), saved, { revalidate: false });
      updateSession({ organisation: saved });
    }
    setIcon({ kind: 'current' });
    toast.add({ title: intl.formatMessage(messages.saved), variant: 'success' });
  }

  return (
    <ServerForm
      className="koers-app-form koers-general"
      submit={submit}
      fieldIds={FIELD_IDS}
      firstFieldId={FIELD_IDS.name}
    >
      <TextField
        label={intl.formatMessage(messages.name)}
        description={intl.formatMessage(
          isSchool ? messages.schoolNameHint : messages.boardNameHint,
        )}
        id={FIELD_IDS.name}
        name="name"
        defaultValue={current.name}
        maxLength={255}
        isRequired
      />
      <IconField
        id={FIELD_IDS.icon_file_id}
        uploadContext={{ type: isSchool ? 'school' : 'organisation', id: current.id }}
        current={current.icon}
        contextName={current.name}
        choice={icon}
        onChoice={setIcon}
      />
      {entity.kind === 'school' ? (
        <Checkbox
          id={FIELD_IDS.calendar}
          name="calendar"
          defaultSelected={entity.school.calendar}
          description={intl.formatMessage(messages.calendarHint)}
        >
          {intl.formatMessage(messages.calendar)}
        </Checkbox>
      ) : null}
      <Checkbox
        id={FIELD_IDS.require_two_factor}
        name="require_two_factor"
        defaultSelected={current.require_two_factor}
        description={intl.formatMessage(
          isSchool ? messages.requireTwoFactorSchoolHint : messages.requireTwoFactorBoardHint,
        )}
      >
        {intl.formatMessage(messages.requireTwoFactor)}
      </Checkbox>
      {mayChangeNumber ? (
        <TextField
          label={numberLabel}
          description={intl.formatMessage(isSchool ? messages.brinHint : messages.authorityHint)}
          id={FIELD_IDS[numberField]}
          name={numberField}
          defaultValue={number ?? ''}
        />
      ) : (
        <dl className="koers-general__readonly">
          <dt>{numberLabel}</dt>
          <dd>
            {number ?? (
              <span className="koers-settings__muted">{intl.formatMessage(messages.notSet)}</span>
            )}
            <span className="koers-field__description">
              {intl.formatMessage(messages.numberReadOnly)}
            </span>
          </dd>
          {entity.kind === 'school' ? (
            <>
              <dt>{intl.formatMessage(messages.board)}</dt>
              <dd>
                {entity.school.organisation?.name ?? (
                  <span className="koers-settings__muted">
                    {intl.formatMessage(messages.noBoard)}
                  </span>
                )}
              </dd>
            </>
          ) : null}
        </dl>
      )}
      <div className="koers-app-form__actions">
        <SubmitButton pendingLabel={intl.formatMessage(messages.savePending)}>
          {intl.formatMessage(messages.save)}
        </SubmitButton>
      </div>
    </ServerForm>
  );
}
