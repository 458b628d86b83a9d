import { Button, PasswordField, type PasswordFieldProps } from '@koers/ui';
import {
  createContext,
  startTransition,
  useActionState,
  useContext,
  useMemo,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Form, type FormProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { commonMessages as messages } from '../messages';
import { describeFormError, FormErrorSummary, NO_ERRORS, type FormErrorState } from './form-errors';

interface ServerFormState {
  errors: FormErrorState;
  /** Failed submits so far: each one shows (and focuses) the summary anew. */
  failures: number;
}

const PendingContext = createContext(false);

export interface ServerFormProps extends Omit<
  FormProps,
  'onSubmit' | 'action' | 'validationErrors' | 'validationBehavior'
> {
  /**
   * Sends the form's fields (by their `name`); throws when it fails (an ApiError: a 422's field
   * errors go to the fields of that name and to the summary). What follows a success (a
   * navigation, a confirmation) happens in here too, so the form stays pending until it is done.
   */
  submit: (data: FormData) => Promise<unknown>;
  /** DOM id of the input of each API field name: the summary's links jump there. */
  fieldIds: Record<string, string>;
  /** Where errors without a field of the form point (429, network, …). */
  firstFieldId: string;
  /** Rewords the errors before they are shown (e.g. a link's token error). */
  describeErrors?: (errors: FormErrorState) => FormErrorState;
  children: ReactNode;
}

/**
 * The app's one form pattern: a react-aria Form whose fields get the server's 422 errors through
 * `validationErrors` (by field name), a React action for the pending state, and the ErrorSummary
 * above it, which takes the focus after every failed submit. Validation is the server's
 * (`validationBehavior="aria"`: no browser bubbles, required fields still say so).
 *
 * Submitting prevents the native submit and dispatches the action in a transition rather than
 * passing it as `action`: React resets a form after an `action`, which would empty the fields
 * the user has to correct.
 */
export function ServerForm({
  submit,
  fieldIds,
  firstFieldId,
  describeErrors = (errors) => errors,
  children,
  ...props
}: ServerFormProps) {
  const intl = useIntl();
  const [state, dispatch, isPending] = useActionState(
    async (previous: ServerFormState, data: FormData): Promise<ServerFormState> => {
      try {
        await submit(data);
        return { errors: NO_ERRORS, failures: previous.failures };
      } catch (error) {
        return { errors: describeFormError(error, intl), failures: previous.failures + 1 };
      }
    },
    { errors: NO_ERRORS, failures: 0 },
  );
  const errors = describeErrors(state.errors);
  // The fields typed in since the last failed submit: their errors go at once (see `onInput`).
  const [edited, setEdited] = useState({ failures: 0, names: [] as string[] });
  const editedNames = edited.failures === state.failures ? edited.names : [];
  const fieldMessages = JSON.stringify(
    Object.entries(errors.fields).filter(
      ([field, message]) => message && !editedNames.includes(field),
    ),
  );
  // A new object only when the messages change: react-aria shows every field's server error again
  // whenever it gets a new one (a re-render while pending brought back an error just corrected).
  const validationErrors = useMemo(
    () => Object.fromEntries(JSON.parse(fieldMessages) as [string, string][]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each failure shows its errors anew
    [fieldMessages, state.failures],
  );
  /**
   * react-aria clears a field's server error on the native `change` event, which a text field
   * fires when it loses the focus: pressing the submit button right after correcting the field
   * removed the error line above the button between pointer down and up, the button moved from
   * under the pointer and the press was lost (in a dialog, the release outside even closed it).
   * The error goes with the first keystroke instead, before the user reaches for the button.
   */
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name || !(name in errors.fields) || editedNames.includes(name)) return;
    setEdited({ failures: state.failures, names: [...editedNames, name] });
  };
  // react-aria's Form hands every DOM prop to the <form>; its type leaves out onInput.
  const formEvents = { onInput };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const data = new FormData(event.currentTarget);
    startTransition(() => dispatch(data));
  };
  return (
    <>
      <FormErrorSummary
        key={state.failures}
        errors={errors}
        fieldIds={fieldIds}
        firstFieldId={firstFieldId}
      />
      <Form
        {...props}
        onSubmit={onSubmit}
        {...formEvents}
        validationBehavior="aria"
        validationErrors={validationErrors}
      >
        <PendingContext.Provider value={isPending}>{children}</PendingContext.Provider>
      </Form>
    </>
  );
}

/** The primary submit button of a ServerForm, busy while the form is pending. */
export function SubmitButton({
  pendingLabel,
  id,
  variant = 'primary',
  children,
}: {
  /** What the button says (to assistive technology) while the form is pending. */
  pendingLabel: string;
  /** DOM id, for a form whose only control is this button (the summary's links point at it). */
  id?: string;
  /** `danger` when submitting destroys something (a confirmation to delete). */
  variant?: 'primary' | 'danger';
  children: ReactNode;
}) {
  const pending = useContext(PendingContext);
  return (
    <Button type="submit" variant={variant} id={id} isPending={pending} pendingLabel={pendingLabel}>
      {children}
    </Button>
  );
}

/**
 * A password field of the app: required unless told otherwise, its show/hide toggle in the app's
 * language. Its error comes from the form (`validationErrors` by `name`).
 */
export function AppPasswordField({
  isRequired = true,
  ...props
}: Omit<PasswordFieldProps, 'showPasswordLabel' | 'hidePasswordLabel'>) {
  const intl = useIntl();
  return (
    <PasswordField
      {...props}
      isRequired={isRequired}
      showPasswordLabel={intl.formatMessage(messages.showPassword)}
      hidePasswordLabel={intl.formatMessage(messages.hidePassword)}
    />
  );
}
