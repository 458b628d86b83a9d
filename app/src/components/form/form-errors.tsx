import { ErrorSummary, type ErrorSummaryItem } from '@koers/ui';
import { useIntl, type IntlShape } from 'react-intl';
import { ApiError } from '@/lib/api/client';
import { commonMessages as messages } from '../messages';

/** What a failed request means for a form: a summary line and the errors per API field. */
export interface FormErrorState {
  summary: string[];
  /** The first message per field name of the 422 (`errors: {field: [...]}`). */
  fields: Record<string, string>;
}

export const NO_ERRORS: FormErrorState = { summary: [], fields: {} };

/** Turns an API failure into messages: 422 field errors, 429 with the wait time, or a general line. */
export function describeFormError(error: unknown, intl: IntlShape): FormErrorState {
  if (error instanceof ApiError) {
    if (error.status === 422) {
      const fields = Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, list]) => [field, list[0] ?? '']),
      );
      const summary = [...new Set(Object.values(fields).filter(Boolean))];
      return { summary: summary.length ? summary : [error.message], fields };
    }
    if (error.status === 429) {
      return {
        summary: [
          error.retryAfter !== null
            ? intl.formatMessage(messages.tooManyAttempts, { seconds: error.retryAfter })
            : intl.formatMessage(messages.tooManyAttemptsLater),
        ],
        fields: {},
      };
    }
    if (error.status >= 500) return { summary: [intl.formatMessage(messages.server)], fields: {} };
    return { summary: [error.message], fields: {} };
  }
  return { summary: [intl.formatMessage(messages.network)], fields: {} };
}

/**
 * The @koers/ui ErrorSummary above a form (focused when it appears, each line a link to its
 * field). Errors without a field of the form (429, network) link to the form's first field.
 */
export function FormErrorSummary({
  errors,
  fieldIds,
  firstFieldId,
}: {
  errors: FormErrorState;
  /** DOM id of the input of each API field name. */
  fieldIds: Record<string, string>;
  firstFieldId: string;
}) {
  const intl = useIntl();
  const seen = new Set<string>();
  const items: ErrorSummaryItem[] = [];
  for (const [field, message] of Object.entries(errors.fields)) {
    const fieldId = fieldIds[field] ?? firstFieldId;
    if (message && !seen.has(fieldId)) {
      seen.add(fieldId);
      items.push({ fieldId, message });
    }
  }
  if (items.length === 0 && errors.summary.length > 0) {
    items.push({ fieldId: firstFieldId, message: errors.summary.join(' ') });
  }
  return <ErrorSummary errors={items} title={intl.formatMessage(messages.errorsHeading)} />;
}
