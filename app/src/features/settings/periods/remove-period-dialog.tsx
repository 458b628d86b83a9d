import type { Period } from '@koers/contract';
import { Select, useToast, type SelectOption } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/confirm';
import { deletePeriod, useRefreshPeriods, type PeriodDocumentsChoice } from './api/periods-api';
import { messages } from './messages';

const CHOICE_ID = 'remove-period-documents';
// The server's 422 names `documents` (no choice) or `move_to` (a year that is gone): both are
// about the one choice on this form.
const FIELD_IDS = { documents: CHOICE_ID, move_to: CHOICE_ID };

export interface RemovePeriodDialogProps {
  schoolId: number;
  period: Pick<Period, 'id' | 'name' | 'documents'>;
  /** The school's years: the others are where its documents can go. */
  periods: readonly Pick<Period, 'id' | 'name'>[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The form value of the choice: `move-{id}` or `delete`. */
function readChoice(value: FormDataEntryValue | null): PeriodDocumentsChoice | undefined {
  if (value === 'delete') return 'delete';
  const match = /^move-(\d+)$/.exec(String(value ?? ''));
  return match ? { moveTo: Number(match[1]) } : undefined;
}

/**
 * Asks before removing a school year, naming it. A year with documents asks what happens to
 * them: move them to another year of the school, or delete them with it. Nothing is chosen for
 * the user; without a choice the server answers on the field.
 */
export function RemovePeriodDialog({
  schoolId,
  period,
  periods,
  isOpen,
  onOpenChange,
}: RemovePeriodDialogProps) {
  const intl = useIntl();
  const refresh = useRefreshPeriods();
  const toast = useToast();
  const hasDocuments = period.documents.length > 0;
  const options: SelectOption[] = [
    ...periods
      .filter((p) => p.id !== period.id)
      .map((p) => ({
        id: `move-${p.id}`,
        label: intl.formatMessage(messages.moveDocuments, { name: p.name }),
      })),
    { id: 'delete', label: intl.formatMessage(messages.deleteDocuments) },
  ];

  async function remove(data: FormData) {
    // No choice sends none: the server then says what it needs on the field.
    const choice = hasDocuments ? (readChoice(data.get('documents')) ?? null) : null;
    await deletePeriod(period.id, choice);
    await refresh(schoolId);
    toast.add({
      title: intl.formatMessage(messages.removed, { name: period.name }),
      variant: 'success',
    });
  }

  return (
    <ConfirmDialog
      title={intl.formatMessage(messages.removeTitle)}
      question={intl.formatMessage(messages.removeQuestion, { name: period.name })}
      submitLabel={intl.formatMessage(messages.removeSubmit)}
      pendingLabel={intl.formatMessage(messages.removePending)}
      onConfirm={remove}
      fieldIds={FIELD_IDS}
      {...(hasDocuments ? { firstFieldId: CHOICE_ID } : {})}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {hasDocuments ? (
        <>
          <p className="koers-app-form__text">
            {intl.formatMessage(messages.hasDocuments, {
              count: period.documents.length,
              names: period.documents.map((d) => d.name).join(', '),
            })}
          </p>
          <Select
            id={CHOICE_ID}
            name="documents"
            label={intl.formatMessage(messages.documentsChoice)}
            description={intl.formatMessage(messages.deleteDocumentsWarning)}
            placeholder={intl.formatMessage(messages.documentsChoicePlaceholder)}
            options={options}
            isRequired
          />
        </>
      ) : (
        <p className="koers-app-form__text">{intl.formatMessage(messages.removeNoDocuments)}</p>
      )}
    </ConfirmDialog>
  );
}
