import { Select, TextField, useToast } from '@koers/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AppPasswordField, ServerForm, SubmitButton } from '@/components/form';
import { NameFields, nameFieldIds, readNameFields } from '@/components/name-fields';
import { PageHeader } from '@/components/page-header';
import { SessionsList } from '@/components/sessions/sessions-list';
import { browserLabel, formatMoment } from '@/components/sessions/session-format';
import { LOCALE_NAMES, SUPPORTED_LOCALES, isLocale } from '@/i18n/config';
import { updateSession } from '@/lib/session/session-store';
import { useSession } from '@/lib/session/use-session';
import {
  changePassword,
  endOwnSessions,
  requestEmailChange,
  updateAccount,
  useOwnSessions,
} from '../api/account';
import { accountMessages as messages } from '../messages';
import { TwoFactorSection } from './two-factor-section';
import '../account.css';

const DETAILS_IDS = { ...nameFieldIds('account'), locale: 'account-locale' };
const EMAIL_IDS = { email: 'account-new-email', current_password: 'account-email-password' };
const PASSWORD_IDS = {
  current_password: 'account-current-password',
  password: 'account-new-password',
  password_confirmation: 'account-repeat-password',
};

/**
 * Mijn account, for everyone from the user menu: one's name and language (Koers switches to it,
 * and mails come in it), a new e-mail address (confirmed from a link mailed to it), a new password
 * (with the current one; the other sessions end), two-step verification, and the sessions, each
 * of which can be ended, or all but this one.
 */
export default function AccountPage() {
  const intl = useIntl();
  const toast = useToast();
  const { user, locale, setLocale } = useSession();
  const sessions = useOwnSessions();
  const [linkSent, setLinkSent] = useState<{ email: string; expires_at: string } | null>(null);
  // A new form after a success: the password fields empty again.
  const [emailForm, setEmailForm] = useState(0);
  const [passwordForm, setPasswordForm] = useState(0);
  if (!user) return null;

  async function saveDetails(data: FormData) {
    const chosen = String(data.get('locale') ?? '');
    const next = await updateAccount({
      ...readNameFields(data),
      locale: isLocale(chosen) ? chosen : null,
    });
    updateSession({ user: next });
    if (isLocale(chosen) && chosen !== locale) await setLocale(chosen);
    toast.add({ title: intl.formatMessage(messages.saved), variant: 'success' });
  }

  async function sendLink(data: FormData) {
    const sent = await requestEmailChange({
      email: String(data.get('email') ?? '').trim(),
      current_password: String(data.get('current_password') ?? ''),
    });
    setLinkSent({ email: sent.pending_email, expires_at: sent.expires_at });
    setEmailForm((n) => n + 1);
  }

  async function savePassword(data: FormData) {
    const said = await changePassword({
      current_password: String(data.get('current_password') ?? ''),
      password: String(data.get('password') ?? ''),
      password_confirmation: String(data.get('password_confirmation') ?? ''),
    });
    setPasswordForm((n) => n + 1);
    await sessions.mutate();
    toast.add({
      title: said,
      description: intl.formatMessage(messages.passwordChangedDetail),
      variant: 'success',
    });
  }

  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;
  return (
    <div className="koers-account">
      <PageHeader
        title={intl.formatMessage(messages.title)}
        intro={intl.formatMessage(messages.intro)}
      />

      <section className="koers-account__section" aria-labelledby="account-details-heading">
        <h2 id="account-details-heading">{intl.formatMessage(messages.detailsHeading)}</h2>
        <ServerForm
          className="koers-app-form koers-account__form"
          submit={saveDetails}
          fieldIds={DETAILS_IDS}
          firstFieldId={DETAILS_IDS.first_name}
        >
          <NameFields idPrefix="account" person={user} own />
          <Select
            label={intl.formatMessage(messages.locale)}
            description={intl.formatMessage(messages.localeHint)}
            id={DETAILS_IDS.locale}
            name="locale"
            defaultSelectedKey={user.locale ?? locale}
            options={SUPPORTED_LOCALES.map((option) => ({
              id: option,
              label: LOCALE_NAMES[option],
            }))}
          />
          <div className="koers-app-form__actions">
            <SubmitButton pendingLabel={intl.formatMessage(messages.savePending)}>
              {intl.formatMessage(messages.save)}
            </SubmitButton>
          </div>
        </ServerForm>
      </section>

      <section className="koers-account__section" aria-labelledby="account-email-heading">
        <h2 id="account-email-heading">{intl.formatMessage(messages.emailHeading)}</h2>
        <p className="koers-account__text">
          {intl.formatMessage(messages.currentEmail, { email: user.email })}
        </p>
        <p role="status" className="koers-account__text">
          {linkSent
            ? intl.formatMessage(messages.linkSent, {
                email: linkSent.email,
                expires: formatMoment(intl, linkSent.expires_at),
                current: user.email,
              })
            : null}
        </p>
        <ServerForm
          key={emailForm}
          className="koers-app-form koers-account__form"
          submit={sendLink}
          fieldIds={EMAIL_IDS}
          firstFieldId={EMAIL_IDS.email}
        >
          <TextField
            label={intl.formatMessage(messages.newEmail)}
            description={intl.formatMessage(messages.newEmailHint)}
            id={EMAIL_IDS.email}
            name="email"
            type="email"
            autoComplete="email"
            isRequired
          />
          <AppPasswordField
            label={intl.formatMessage(messages.currentPassword)}
            id={EMAIL_IDS.current_password}
            name="current_password"
            autoComplete="current-password"
          />
          <div className="koers-app-form__actions">
            <SubmitButton pendingLabel={intl.formatMessage(messages.sendLinkPending)}>
              {intl.formatMessage(messages.sendLink)}
            </SubmitButton>
          </div>
        </ServerForm>
      </section>

      <section className="koers-account__section" aria-labelledby="account-password-heading">
        <h2 id="account-password-heading">{intl.formatMessage(messages.passwordHeading)}</h2>
        <ServerForm
          key={passwordForm}
          className="koers-app-form koers-account__form"
          submit={savePassword}
          fieldIds={PASSWORD_IDS}
          firstFieldId={PASSWORD_IDS.current_password}
        >
          {/* The account name for password managers (autocomplete pairing). */}
          <input type="hidden" name="username" autoComplete="username" value={user.email} />
          <AppPasswordField
            label={intl.formatMessage(messages.currentPassword)}
            id={PASSWORD_IDS.current_password}
            name="current_password"
            autoComplete="current-password"
          />
          <AppPasswordField
            label={intl.formatMessage(messages.newPassword)}
            description={intl.formatMessage(messages.newPasswordHint)}
            id={PASSWORD_IDS.password}
            name="password"
            autoComplete="new-password"
          />
          <AppPasswordField
            label={intl.formatMessage(messages.repeatPassword)}
            id={PASSWORD_IDS.password_confirmation}
            name="password_confirmation"
            autoComplete="new-password"
          />
          <div className="koers-app-form__actions">
            <SubmitButton pendingLabel={intl.formatMessage(messages.changePasswordPending)}>
              {intl.formatMessage(messages.changePassword)}
            </SubmitButton>
          </div>
        </ServerForm>
      </section>

      <TwoFactorSection />

      <section className="koers-account__section" aria-labelledby="account-sessions-heading">
        <h2 id="account-sessions-heading">{intl.formatMessage(messages.sessionsHeading)}</h2>
        <SessionsList
          sessions={sessions}
          intro={intl.formatMessage(messages.sessionsIntro)}
          empty={intl.formatMessage(messages.sessionsEmpty)}
          // This session ends by logging out (the user menu).
          canEnd={(session) => !session.current}
          endOne={(session) => ({
            question: intl.formatMessage(messages.endQuestion, {
              browser: browserLabel(session.user_agent, intl),
              started: formatMoment(intl, session.created_at),
            }),
            effect: <p className="koers-account__text">{intl.formatMessage(messages.endEffect)}</p>,
            confirm: () => endOwnSessions(session.id),
          })}
          endMany={{
            label: intl.formatMessage(messages.endOthers),
            pendingLabel: intl.formatMessage(messages.endOthersPending),
            offered: (all) => all.some((session) => !session.current),
            question: intl.formatMessage(messages.endOthersQuestion, { count: others }),
            effect: (
              <p className="koers-account__text">{intl.formatMessage(messages.endOthersEffect)}</p>
            ),
            confirm: () => endOwnSessions(),
          }}
          ended={(target) =>
            toast.add({
              title: intl.formatMessage(
                target === 'many' ? messages.othersEnded : messages.sessionEnded,
              ),
              variant: 'success',
            })
          }
        />
      </section>
    </div>
  );
}
