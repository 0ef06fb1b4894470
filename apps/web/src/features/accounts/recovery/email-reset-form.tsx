import { accountsContract, type RegisterFieldSetting } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../shared/api/client';
import { openCustomerService } from '../../../shared/system';
import { primaryButtonClass, secondaryButtonClass } from '../components/field-styles';
import { FormField } from '../components/form-field';
import { accountErrorText } from '../lib/account-errors';
import { fieldErrorText } from '../register/field-messages';
import type { FieldError } from '../register/register-form-model';
import { checkRequired, emailAction } from './recovery-rules';
import { ResetCodeForm } from './reset-code-form';
import { SubmitButtonContent } from './submit-button-content';

/**
 * The e-mail method (spec §2): username and an "email or issue" field. Its button does what the
 * field holds: a registered address asks the server for a reset code (form POST
 * /wps/member/password/email) and the reset-code form follows; an issue opens live chat, as the
 * spec's button does. A separate live-chat button is always there.
 */
export function EmailResetForm({
  fields,
  initialToken,
  onDone,
}: {
  fields: readonly RegisterFieldSetting[] | undefined;
  initialToken: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('recovery');
  const [stage, setStage] = useState<'request' | 'code'>(initialToken ? 'code' : 'request');
  const [sent, setSent] = useState(false);
  const [username, setUsername] = useState('');
  const [contact, setContact] = useState('');
  const [usernameError, setUsernameError] = useState<FieldError | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const action = emailAction(contact);

  if (stage === 'code') {
    return (
      <ResetCodeForm
        fields={fields}
        initialToken={initialToken}
        sentNotice={sent}
        onBack={() => setStage('request')}
        onDone={onDone}
      />
    );
  }

  const submit = async () => {
    if (busy) return;
    setFormError(null);
    if (action === 'chat') {
      void openCustomerService();
      return;
    }
    const e = checkRequired(username);
    setUsernameError(e);
    if (e) return;
    setBusy(true);
    try {
      await request(accountsContract.forgotByEmail, { body: { username: username.trim(), email: contact.trim() } });
      setSent(true);
      setStage('code');
    } catch (err) {
      setFormError(accountErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      data-testid="forget-email-form"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FormField
        label={t('fields.username.label')}
        placeholder={t('fields.username.placeholder')}
        testId="forget-username"
        autoComplete="username"
        maxLength={64}
        value={username}
        error={usernameError ? fieldErrorText(t, 'username', usernameError) : null}
        onChange={(e) => {
          setUsername(e.target.value);
          setUsernameError(null);
        }}
      />
      <FormField
        label={t('fields.contact.label')}
        placeholder={t('fields.contact.placeholder')}
        hint={t('fields.contact.hint')}
        testId="forget-contact"
        autoComplete="email"
        maxLength={254}
        value={contact}
        onChange={(e) => setContact(e.target.value)}
      />
      {formError ? (
        <p role="alert" data-testid="forget-error" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        data-testid="forget-email-submit"
        data-action={action}
        disabled={busy}
        className={primaryButtonClass}
      >
        <SubmitButtonContent busy={busy}>
          {action === 'email' ? t('email.sendCode') : t('email.openChat')}
        </SubmitButtonContent>
      </button>
      {action === 'email' ? (
        <button
          type="button"
          data-testid="cs-button"
          className={secondaryButtonClass}
          onClick={() => void openCustomerService()}
        >
          {t('email.openChat')}
        </button>
      ) : null}
      <button
        type="button"
        data-testid="forget-have-code"
        onClick={() => setStage('code')}
        className="self-center text-sm font-semibold text-primary hover:underline"
      >
        {t('email.haveCode')}
      </button>
    </form>
  );
}
