import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { bindPhone, type ApiFailure } from '../../../api';
import { firstError } from '../../../components/TextField';
import { useLocale } from '../../../i18n';
import { useApiClient, useSession, useSessionSend } from '../../../session';
import { useFailureText } from '../../flows/shared/useFailureText';
import { CODE_LENGTH, useCodeSender } from '../../shared/codes';
import { useSingleFlight } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import type { ResetPhoneData } from './resetPhoneLoader';
import { ResetPhoneView, type ResetPhoneField, type ResetPhoneValues } from './ResetPhoneView';

const EMPTY: ResetPhoneValues = { phone: '', code: '' };

/** The settings page, where the shopper returns after the change. */
const SETTINGS_PAGE = '/m/account/setting.php';

/**
 * The change-phone container: checks the new number (spec §5 required and tel, not the one the
 * account has), sends the code for scene bind_phone to it (through the captcha when the backend
 * asks), then binds it with the code once however often Save is pressed: a success toast and
 * back to the settings; a refusal shows the backend's message.
 */
export function ResetPhone() {
  const data = useLoaderData<ResetPhoneData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const locale = useLocale();
  const send = useSessionSend();
  const userData = useSession((s) => s.userData);
  const navigation = useShopNavigation();
  const failureText = useFailureText();
  const { t } = useTranslation('accountSecurity');
  const submission = useSingleFlight();
  const [values, setValues] = useState<ResetPhoneValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ResetPhoneField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const code = useCodeSender(client, 'bind_phone', (result: ApiFailure) => setFailure(failureText(result)));
  const current = data.kind === 'ok' ? data.current : null;
  const phone = values.phone;

  const phoneError = (): string | null => {
    const message = firstError(['required', 'tel'], phone, locale);
    if (message) return message;
    return phone === current ? t('resetPhone.same') : null;
  };

  const sendCode = async () => {
    const message = phoneError();
    setFieldErrors(message ? { phone: message } : {});
    setFailure(null);
    if (message) return;
    if (await code.send(phone)) setSentTo(phone);
  };

  const submit = () =>
    submission.run(async () => {
      const errors: Partial<Record<ResetPhoneField, string>> = {};
      const message = phoneError();
      if (message) errors.phone = message;
      const codeMessage = firstError(['required'], values.code, locale);
      if (codeMessage) errors.code = codeMessage;
      else if (values.code.length !== CODE_LENGTH) errors.code = t('common.codeRequired');
      else if (!message && sentTo !== phone) errors.code = t('common.codeNotSent');
      setFieldErrors(errors);
      setFailure(null);
      if (Object.keys(errors).length > 0) return;
      const result = await bindPhone(client, { phone, code: values.code }, { suppressToast: true });
      if (!result.ok) {
        if (result.kind !== 'cancelled') setFailure(failureText(result));
        return;
      }
      // The session's user, when it holds one, has the new number too.
      if (userData) send({ type: 'user.loaded', userData: { ...userData, phone } });
      send({ type: 'toast.show', text: t('resetPhone.done'), tone: 'success' });
      navigation.go(SETTINGS_PAGE);
    });

  return (
    <ResetPhoneView
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
