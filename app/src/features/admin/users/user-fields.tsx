import type { AdminUser, UpdateAdminUserRequest } from '@koers/contract';
import { Select, TextField } from '@koers/ui';
import { useIntl } from 'react-intl';
import { NameFields, nameFieldIds, readNameFields } from '@/components/name-fields';
import { LOCALE_NAMES, SUPPORTED_LOCALES, isLocale } from '@/i18n/config';
import { messages as adminMessages } from '../messages';
import { userMessages as messages } from './messages';

/** The Select's key for "no language chosen". */
const NO_LOCALE = 'none';

/** The DOM ids of a user's fields (by API field name), for the error summary's links. */
export const userFieldIds = (prefix: string) => ({
  ...nameFieldIds(prefix),
  email: `${prefix}-email`,
  locale: `${prefix}-locale`,
});

/** The fields as the API takes them; an empty prefix or no language is null. */
export function readUserFields(data: FormData) {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const locale = text('locale');
  return {
    ...readNameFields(data),
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
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog opened to fill them in */}
      <NameFields idPrefix={idPrefix} person={user} autoFocus={autoFocus} />
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
