export { AppPasswordField, ServerForm, SubmitButton } from './server-form';
export type { ServerFormProps } from './server-form';
export { describeFormError, FormErrorSummary, NO_ERRORS } from './form-errors';
export type { FormErrorState } from './form-errors';
