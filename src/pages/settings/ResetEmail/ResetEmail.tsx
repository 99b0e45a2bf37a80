import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { bindEmail, type ApiFailure } from '../../../api';
import { firstError } from '../../../components/TextField';
import { useLocale } from '../../../i18n';
import { useApiClient, useSession, useSessionSend } from '../../../session';
import { useFailureText } from '../../flows/shared/useFailureText';
import { CODE_LENGTH, useCodeSender } from '../../shared/codes';
import { useSingleFlight } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import type { ResetEmailData } from './resetEmailLoader';
import { ResetEmailView, type ResetEmailField, type ResetEmailValues } from './ResetEmailView';

const EMPTY: ResetEmailValues = { email: '', code: '' };

/** The settings page, where the shopper returns after the change. */
const SETTINGS_PAGE = '/m/account/setting.php';

/**
 * The change-e-mail container: checks the new address (spec §5 required and email, not the one
 * the account has), sends the code for scene bind_email to it (through the captcha when the
 * backend asks), then binds it with the code once however often Save is pressed: a success toast
 * and back to the settings; a refusal shows the backend's message.
 */
export function ResetEmail() {
  const data = useLoaderData<ResetEmailData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const locale = useLocale();
  const send = useSessionSend();
  const userData = useSession((s) => s.userData);
  const navigation = useShopNavigation();
  const failureText = useFailureText();
  const { t } = useTranslation('accountSecurity');
  const submission = useSingleFlight();
  const [values, setValues] = useState<ResetEmailValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ResetEmailField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const code = useCodeSender(client, 'bind_email', (result: ApiFailure) => setFailure(failureText(result)));
  const current = data.kind === 'ok' ? data.current : null;
  const email = values.email.trim();

  const emailError = (): string | null => {
    const message = firstError(['required', 'email'], email, locale);
    if (message) return message;
    return current !== null && email.toLowerCase() === current.toLowerCase() ? t('resetEmail.same') : null;
  };

  const sendCode = async () => {
    const message = emailError();
    setFieldErrors(message ? { email: message } : {});
    setFailure(null);
    if (message) return;
    if (await code.send(email)) setSentTo(email);
  };

  const submit = () =>
    submission.run(async () => {
      const errors: Partial<Record<ResetEmailField, string>> = {};
      const message = emailError();
      if (message) errors.email = message;
      const codeMessage = firstError(['required'], values.code, locale);
      if (codeMessage) errors.code = codeMessage;
      else if (values.code.length !== CODE_LENGTH) errors.code = t('common.codeRequired');
      else if (!message && sentTo !== email) errors.code = t('common.codeNotSent');
      setFieldErrors(errors);
      setFailure(null);
      if (Object.keys(errors).length > 0) return;
      const result = await bindEmail(client, { email, code: values.code }, { suppressToast: true });
      if (!result.ok) {
        if (result.kind !== 'cancelled') setFailure(failureText(result));
        return;
      }
      // The session's user, when it holds one, has the new address too.
      if (userData) send({ type: 'user.loaded', userData: { ...userData, email } });
      send({ type: 'toast.show', text: t('resetEmail.done'), tone: 'success' });
      navigation.go(SETTINGS_PAGE);
    });

  return (
    <ResetEmailView
      status={data.kind === 'ok' ? 'ready' : 'error'}
      retrying={revalidator.state === 'loading'}
      current={current}
      values={values}
      onChange={(field, value) => setValues((now) => ({ ...now, [field]: value }))}
      fieldErrors={fieldErrors}
      code={code.state}
      sentTo={sentTo}
      captchaAsked={code.captchaAsked}
      failure={failure}
      submitting={submission.busy}
      onSendCode={() => void sendCode()}
      onSubmit={() => void submit()}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
