import { TextField } from '@koers/ui';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  firstName: { id: 'common.name.firstName', defaultMessage: 'First name' },
  lastNamePrefix: { id: 'common.name.lastNamePrefix', defaultMessage: 'Prefix' },
  lastNamePrefixHint: {
    id: 'common.name.lastNamePrefixHint',
    defaultMessage: 'Such as "van" or "de", if any.',
  },
  lastName: { id: 'common.name.lastName', defaultMessage: 'Last name' },
});

/** The DOM ids of the name fields (by API field name), for the error summary's links. */
export const nameFieldIds = (prefix: string) => ({
  first_name: `${prefix}-first-name`,
  last_name_prefix: `${prefix}-last-name-prefix`,
  last_name: `${prefix}-last-name`,
});

/** The names as the API takes them: trimmed, an empty prefix null. */
export function readNameFields(data: FormData) {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    first_name: text('first_name'),
    last_name_prefix: text('last_name_prefix') || null,
    last_name: text('last_name'),
  };
}

/**
 * A person's first name, prefix ("van der") and last name, as fields of a ServerForm (submitted by
 * name; the server's 422 messages land on them by the same names). `own`: the person fills in
 * their own name, which the browser may offer to complete; someone else's it must not.
 */
export function NameFields({
  idPrefix,
  person,
  own = false,
  autoFocus = false,
}: {
  idPrefix: string;
  person?: { first_name: string; last_name_prefix: string | null; last_name: string };
  own?: boolean;
  /** Start in the first field (a dialog opened to fill them in). */
  autoFocus?: boolean;
}) {
  const intl = useIntl();
  const ids = nameFieldIds(idPrefix);
  return (
    <>
      <TextField
        label={intl.formatMessage(messages.firstName)}
        id={ids.first_name}
        name="first_name"
        defaultValue={person?.first_name ?? ''}
        maxLength={100}
        autoComplete={own ? 'given-name' : 'off'}
        isRequired
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
      />
      <TextField
        label={intl.formatMessage(messages.lastNamePrefix)}
        description={intl.formatMessage(messages.lastNamePrefixHint)}
        id={ids.last_name_prefix}
        name="last_name_prefix"
        defaultValue={person?.last_name_prefix ?? ''}
        maxLength={50}
        autoComplete={own ? 'additional-name' : 'off'}
      />
      <TextField
        label={intl.formatMessage(messages.lastName)}
        id={ids.last_name}
        name="last_name"
        defaultValue={person?.last_name ?? ''}
        maxLength={100}
        autoComplete={own ? 'family-name' : 'off'}
        isRequired
      />
    </>
  );
}
