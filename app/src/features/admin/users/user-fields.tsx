import type { AdminUser, UpdateAdminUserRequest } from '@koers/contract';
import { Select, TextField } from '@koers/ui';
import { useIntl } from 'react-intl';
import { LOCALE_NAMES, SUPPORTED_LOCALES, isLocale } from '@/i18n/config';
import { messages as adminMessages } from '../messages';
import { userMessages as messages } from './messages';

/** The Select's key for "no language chosen". */
const NO_LOCALE = 'none';

/** The DOM ids of a user's fields (by API field name), for the error summary's links. */
export const userFieldIds = (prefix: string) => ({
  first_name: `${prefix}-first-name`,
  last_name_prefix: `${prefix}-last-name-prefix`,
  last_name: `${prefix}-last-name`,
  email: `${prefix}-email`,
  locale: `${prefix}-locale`,
});

/** The fields as the API takes them; an empty prefix or no language is null. */
export function readUserFields(data: FormData) {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const locale = text('locale');
  return {
    first_name: text('first_name'),
    last_name_prefix: text('last_name_prefix') || null,
    last_name: text('last_name'),
    email: text('email'),
    locale: isLocale(locale) ? locale : null,
  } satisfies UpdateAdminUserRequest;
}

/**
 * A user's names, email address and language, as fields of a ServerForm (submitted by name; the
 * server's 422 messages land on them by the same names).
 */
export function UserFields({
  idPrefix,
  user,
  autoFocus = false,
}: {
  idPrefix: string;
  user?: Pick<AdminUser, 'first_name' | 'last_name_prefix' | 'last_name' | 'email' | 'locale'>;
  /** Start in the first field (a dialog opened to fill them in). */
  autoFocus?: boolean;
}) {
  const intl = useIntl();
  const ids = userFieldIds(idPrefix);
  return (
    <>
      <TextField
        label={intl.formatMessage(adminMessages.firstName)}
        id={ids.first_name}
        name="first_name"
        defaultValue={user?.first_name ?? ''}
        maxLength={100}
        autoComplete="off"
        isRequired
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
      />
      <TextField
        label={intl.formatMessage(messages.lastNamePrefix)}
        description={intl.formatMessage(messages.lastNamePrefixHint)}
        id={ids.last_name_prefix}
        name="last_name_prefix"
        defaultValue={user?.last_name_prefix ?? ''}
        maxLength={50}
        autoComplete="off"
      />
      <TextField
        label={intl.formatMessage(adminMessages.lastName)}
        id={ids.last_name}
        name="last_name"
        defaultValue={user?.last_name ?? ''}
        maxLength={100}
        autoComplete="off"
        isRequired
      />
      <TextField
        label={intl.formatMessage(adminMessages.email)}
        id={ids.email}
        name="email"
        type="email"
        defaultValue={user?.email ?? ''}
        autoComplete="off"
        isRequired
      />
      <Select
        label={intl.formatMessage(messages.locale)}
        description={intl.formatMessage(messages.localeHint)}
        id={ids.locale}
        name="locale"
        defaultSelectedKey={user?.locale ?? NO_LOCALE}
        options={[
          { id: NO_LOCALE, label: intl.formatMessage(messages.localeNone) },
          ...SUPPORTED_LOCALES.map((locale) => ({ id: locale, label: LOCALE_NAMES[locale] })),
        ]}
      />
    </>
  );
}
