/**
 * The email check of the request schemas (`format: 'email'`, ajv-formats' full mode), for
 * addresses validated one by one in a handler (a list whose bad entries are each named).
 */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export const isEmailAddress = (value: string): boolean => value.length <= 255 && EMAIL.test(value);
