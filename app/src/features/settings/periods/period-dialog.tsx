import type { Period } from '@koers/contract';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { Button, Checkbox, DateRangeField, Modal, TextField, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import { todayIso } from '@/lib/session/period';
import { createPeriod, updatePeriod, useRefreshPeriods } from './api/periods-api';
import { messages } from './messages';

const FIELD_IDS = {
  name: 'period-name',
  start_at: 'period-start',
  end_at: 'period-end',
  carry_documents: 'period-carry',
};

/**
 * What a new school year starts as: the year after the school's last one, or else the school year
 * (1 August – 31 July) that contains today. Only a suggestion: every part can be changed.
 */
export function suggestPeriod(
  periods: readonly Pick<Period, 'end_at'>[],
  today: string = todayIso(),
): { name: string; start: CalendarDate; end: CalendarDate } {
  const last = periods.at(-1);
  const start = last
    ? parseDate(last.end_at).add({ days: 1 })
    : parseDate(`${Number(today.slice(0, 4)) - (today.slice(5) < '08-01' ? 1 : 0)}-08-01`);
  const end = start.add({ years: 1 }).subtract({ days: 1 });
  return { name: `Schooljaar ${start.year}-${end.year}`, start, end };
}

export interface PeriodDialogProps {
  schoolId: number;
  /** The year to change; without one the dialog adds a year. */
  period?: Pick<Period, 'id' | 'name' | 'start_at' | 'end_at'>;
  /** The school's years, for the new year's suggestion and the documents it may carry over. */
  periods: readonly Pick<Period, 'name' | 'end_at' | 'documents'>[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Adds a school year (`POST /api/schools/{id}/periods`) or changes one (`PATCH /api/periods/{id}`).
 * The server refuses an end before the start and an overlap with another year, on the date
 * that is wrong; the error summary links to that date.
 */
export function PeriodDialog({
  schoolId,
  period,
  periods,
  isOpen,
  onOpenChange,
}: PeriodDialogProps) {
  const intl = useIntl();
  const refresh = useRefreshPeriods();
  const toast = useToast();
  const initial = period
    ? { name: period.name, start: parseDate(period.start_at), end: parseDate(period.end_at) }
    : suggestPeriod(periods);
  // A new year may carry documents of the latest one (its jaarplan, say) over as copies.
  const latest = period ? undefined : periods.at(-1);
  const carryable = latest?.documents ?? [];

  async function submit(data: FormData) {
    const body = {
      name: String(data.get('name') ?? '').trim(),
      start_at: String(data.get('start_at') ?? ''),
      end_at: String(data.get('end_at') ?? ''),
    };
    const carry = data.getAll('carry_documents').map(Number);
    const saved = period
      ? await updatePeriod(period.id, body)
      : await createPeriod(schoolId, {
          ...body,
          ...(carry.length > 0 ? { carry_documents: carry } : {}),
        });
    await refresh(schoolId);
    toast.add({
      title: intl.formatMessage(period ? messages.saved : messages.added, { name: saved.name }),
      variant: 'success',
    });
    onOpenChange(false);
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(period ? messages.editTitle : messages.addTitle)}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={FIELD_IDS}
          firstFieldId={FIELD_IDS.name}
        >
          <TextField
            label={intl.formatMessage(messages.name)}
            description={intl.formatMessage(messages.nameHint)}
            id={FIELD_IDS.name}
            name="name"
            defaultValue={initial.name}
            maxLength={100}
            isRequired
            // Opened to fill in the year: start in its first field (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <DateRangeField
            label={intl.formatMessage(messages.dates)}
            description={intl.formatMessage(messages.datesHint)}
            startName="start_at"
            endName="end_at"
            startId={FIELD_IDS.start_at}
            endId={FIELD_IDS.end_at}
            defaultValue={{ start: initial.start, end: initial.end }}
            isRequired
          />
          {latest && carryable.length > 0 ? (
            <fieldset
              id={FIELD_IDS.carry_documents}
              className="koers-app-form__group"
              aria-describedby="period-carry-hint"
            >
              <legend>{intl.formatMessage(messages.carryLegend, { name: latest.name })}</legend>
              <p id="period-carry-hint" className="koers-app-form__hint">
                {intl.formatMessage(messages.carryHint)}
              </p>
              {carryable.map((doc) => (
                <Checkbox
                  key={doc.id}
                  name="carry_documents"
                  value={String(doc.id)}
                  // The jaarplan is what a new year almost always starts from.
                  defaultSelected={doc.type === 'plan'}
                >
                  {doc.name}
                </Checkbox>
              ))}
            </fieldset>
          ) : null}
          <div className="koers-app-form__actions">
            <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
            <SubmitButton pendingLabel={intl.formatMessage(messages.savePending)}>
              {intl.formatMessage(messages.save)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
