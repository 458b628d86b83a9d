import type { TwoFactorSetup } from '@koers/contract';
import { Button, TextField, useToast } from '@koers/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AppPasswordField, ServerForm, SubmitButton, type FormErrorState } from '@/components/form';
import { ErrorState, LoadingState } from '@/components/states';
import {
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
  useTwoFactor,
} from '../api/account';
import { accountMessages as messages } from '../messages';

/** The key in groups of four, as authenticator apps show and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** A 6-digit code of the app, or else a recovery code: what the server takes for each. */
const secondFactor = (typed: string) => {
  const compact = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(compact) ? { code: compact } : { recovery_code: typed.trim() };
};

/** A refused recovery code's message on the one field that takes both kinds of code. */
const oneCodeField = (errors: FormErrorState): FormErrorState =>
  errors.fields.recovery_code
    ? { ...errors, fields: { ...errors.fields, code: errors.fields.recovery_code } }
    : errors;

/** The field for the 6 digits the authenticator app shows now. */
function AppCodeField({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage(messages.appCode)}
      description={intl.formatMessage(messages.appCodeHint)}
      id={id}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      isRequired
    />
  );
}

/** The recovery codes just made, shown once, until the user says they are saved. */
function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const intl = useIntl();
  return (
    <div className="koers-account__codes" role="group" aria-labelledby="account-codes-heading">
      <h3 id="account-codes-heading">{intl.formatMessage(messages.codesHeading)}</h3>
      <p className="koers-account__text">{intl.formatMessage(messages.codesIntro)}</p>
      <ol className="koers-account__code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="primary" onPress={onDone}>
          {intl.formatMessage(messages.codesSaved)}
        </Button>
      </div>
    </div>
  );
}

/**
 * Two-step verification in Mijn account: set up by scanning a QR code (or typing the key) and
 * confirming a first code, which shows the recovery codes once; when on, new recovery codes for a
 * code, and off with the password and a code.
 */
export function TwoFactorSection({
  onDone,
}: {
  /** Called once it is on and the user has saved the recovery codes. */
  onDone?: () => void;
} = {}) {
  const intl = useIntl();
  const toast = useToast();
  const status = useTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [startFailed, setStartFailed] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  // The codes shown are those of turning it on (not of a renewal): saving them finishes set-up.
  const [justOn, setJustOn] = useState(false);

  async function start() {
    setStarting(true);
    setStartFailed(false);
    try {
      setSetup(await startTwoFactorSetup());
    } catch {
      setStartFailed(true);
    } finally {
      setStarting(false);
    }
  }

  async function turnOn(data: FormData) {
    const made = await enableTwoFactor(String(data.get('code') ?? '').replace(/\s/g, ''));
    setSetup(null);
    setCodes(made);
    setJustOn(true);
    await status.mutate();
    toast.add({ title: intl.formatMessage(messages.turnedOn), variant: 'success' });
  }

  async function renew(data: FormData) {
    setCodes(await renewRecoveryCodes(String(data.get('code') ?? '').replace(/\s/g, '')));
    await status.mutate();
  }

  async function turnOff(data: FormData) {
    await disableTwoFactor({
      current_password: String(data.get('current_password') ?? ''),
      ...secondFactor(String(data.get('code') ?? '')),
    });
    setCodes(null);
    await status.mutate();
    toast.add({ title: intl.formatMessage(messages.turnedOff), variant: 'success' });
  }

  let body;
  if (codes) {
    body = (
      <RecoveryCodesPanel
        codes={codes}
        onDone={() => {
          setCodes(null);
          if (justOn) onDone?.();
          setJustOn(false);
        }}
      />
    );
  } else if (status.error && !status.data) {
    body = <ErrorState onRetry={() => void status.mutate()} />;
  } else if (!status.data) {
    body = <LoadingState />;
  } else if (status.data.enabled) {
    body = (
      <>
        <p className="koers-account__text">
          {intl.formatMessage(messages.twoFactorOn, {
            date: intl.formatDate(status.data.enabled_at ?? undefined, { dateStyle: 'long' }),
            left: status.data.recovery_codes_left,
          })}
        </p>
        <h3>{intl.formatMessage(messages.renewHeading)}</h3>
        <p className="koers-account__text">{intl.formatMessage(messages.renewIntro)}</p>
        <ServerForm
          className="koers-app-form koers-account__form"
          submit={renew}
          fieldIds={{ code: 'account-renew-code' }}
          firstFieldId="account-renew-code"
        >
          <AppCodeField id="account-renew-code" />
          <div className="koers-app-form__actions">
            <SubmitButton pendingLabel={intl.formatMessage(messages.renewPending)}>
              {intl.formatMessage(messages.renew)}
            </SubmitButton>
          </div>
        </ServerForm>
        <h3>{intl.formatMessage(messages.turnOffHeading)}</h3>
        <ServerForm
          className="koers-app-form koers-account__form"
          submit={turnOff}
          fieldIds={{
            current_password: 'account-off-password',
            code: 'account-off-code',
            recovery_code: 'account-off-code',
          }}
          firstFieldId="account-off-password"
          // One field takes a code or a recovery code: the server's error on either shows on it.
          describeErrors={oneCodeField}
        >
          <AppPasswordField
            label={intl.formatMessage(messages.currentPassword)}
            id="account-off-password"
            name="current_password"
            autoComplete="current-password"
          />
          <TextField
            label={intl.formatMessage(messages.turnOffCode)}
            id="account-off-code"
            name="code"
            autoComplete="one-time-code"
            isRequired
          />
          <div className="koers-app-form__actions">
            <SubmitButton
              variant="danger"
              pendingLabel={intl.formatMessage(messages.turnOffPending)}
            >
              {intl.formatMessage(messages.turnOff)}
            </SubmitButton>
          </div>
        </ServerForm>
      </>
    );
  } else if (setup) {
    body = (
      <>
        <p className="koers-account__text">{intl.formatMessage(messages.scan)}</p>
        <img
          className="koers-account__qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
          alt={intl.formatMessage(messages.qrAlt)}
          width={200}
          height={200}
        />
        <p className="koers-account__text">
          {intl.formatMessage(messages.typeKey)}{' '}
          <code className="koers-account__key">{grouped(setup.secret)}</code>
        </p>
        <ServerForm
          className="koers-app-form koers-account__form"
          submit={turnOn}
          fieldIds={{ code: 'account-setup-code' }}
          firstFieldId="account-setup-code"
        >
          <AppCodeField id="account-setup-code" />
          <div className="koers-app-form__actions">
            <SubmitButton pendingLabel={intl.formatMessage(messages.turnOnPending)}>
              {intl.formatMessage(messages.turnOn)}
            </SubmitButton>
            <Button onPress={() => setSetup(null)}>
              {intl.formatMessage(messages.cancelSetUp)}
            </Button>
          </div>
        </ServerForm>
      </>
    );
  } else {
    body = (
      <>
        <p className="koers-account__text">{intl.formatMessage(messages.twoFactorOff)}</p>
        {startFailed ? <ErrorState onRetry={() => void start()} /> : null}
        <div>
          <Button variant="primary" isDisabled={starting} onPress={() => void start()}>
            {intl.formatMessage(starting ? messages.setUpPending : messages.setUp)}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className="koers-account__section" aria-labelledby="account-two-factor-heading">
      <h2 id="account-two-factor-heading">{intl.formatMessage(messages.twoFactorHeading)}</h2>
      {body}
    </section>
  );
}
