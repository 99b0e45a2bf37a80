import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { resetPassword } from '../../../api';
import { authPath } from '../shared/authQuery';
import { checkFields, CODE_LENGTH, hasErrors, type FieldErrors } from '../shared/formChecks';
import { safeReturnPath } from '../shared/returnAddress';
import { useAuthPage } from '../shared/useAuthPage';
import { useCodeSender } from '../../shared/codes';
import { useSingleFlight } from '../../shared/forms';
import type { RepassLoaderData } from './repassLoader';
import { RepassView, type RepassField, type RepassValues, type ResetChannel } from './RepassView';

const EMPTY: RepassValues = { phone: '', email: '', code: '', password: '', confirmPassword: '' };

/**
 * The password-reset route: a code (scene reset) to the phone or e-mail, the new password twice
 * (spec §5 min 6, the two must match); then to login with a success toast, keeping `redirect`.
 */
export function Repass() {
  const data = useLoaderData() as RepassLoaderData;
  const { t } = useTranslation('auth');
  const page = useAuthPage();
  const [channel, setChannel] = useState<ResetChannel>('phone');
  const [values, setValues] = useState<RepassValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<RepassField>>({});
  const submission = useSingleFlight();
  const code = useCodeSender(page.client, 'reset', page.fail);
  const loginHref = authPath('login.php', safeReturnPath(data.redirect, data.origin));
  const account = channel === 'phone' ? values.phone : values.email.trim();
  const accountRule = channel === 'phone' ? { phone: ['required', 'tel'] as const } : { email: ['required', 'email'] as const };

  const sendCode = () => {
    const errors = checkFields(accountRule, values, page.locale);
    setFieldErrors(errors);
    page.setFailure(null);
    if (!hasErrors(errors)) void code.send(account);
  };

  const submit = () =>
    submission.run(async () => {
      const errors = checkFields({ ...accountRule, code: ['required'], password: ['required', 'min6'], confirmPassword: ['required'] }, values, page.locale);
      if (!errors.code && values.code.length !== CODE_LENGTH) errors.code = t('error.codeRequired');
      if (!errors.confirmPassword && values.confirmPassword !== values.password) errors.confirmPassword = t('repass.mismatch');
      setFieldErrors(errors);
      page.setFailure(null);
      if (hasErrors(errors)) return;
      const result = await resetPassword(page.client, { account, code: values.code, password: values.password }, { suppressToast: true });
      if (!result.ok) {
        if (result.kind !== 'cancelled') page.fail(result);
        return;
      }
      page.toast(t('repass.done'));
      void page.navigate(loginHref, { replace: true });
    });

  return (
    <RepassView
      channel={channel}
      onChannelChange={(next) => {
        setChannel(next);
        setFieldErrors({});
        page.setFailure(null);
      }}
      values={values}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      fieldErrors={fieldErrors}
      submitting={submission.busy}
      captchaAsked={code.captchaAsked}
      failure={page.failure}
      code={code.state}
      onSendCode={sendCode}
      onSubmit={() => void submit()}
      onRetry={() => void submit()}
      loginHref={loginHref}
      onNavigate={page.onNavigate}
    />
  );
}
