import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { ApiFailure } from '../../../api';
import { firstError } from '../../../components/TextField';
import { useLocale } from '../../../i18n';
import { useApiClient, useSession, useSessionSend } from '../../../session';
import { useFailureText } from '../../flows/shared/useFailureText';
import { CODE_LENGTH, useCodeSender } from '../../shared/codes';
import { useSingleFlight } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import type { ContactChange, ContactChangeField, ContactChangeValues } from './contactChange';
import type { ContactChangeData } from './contactChangeLoader';
import type { ContactChangeViewProps } from './ContactChangeView';

const EMPTY: ContactChangeValues = { contact: '', code: '' };

/** The settings page, where the shopper returns after the change. */
const SETTINGS_PAGE = '/m/account/setting.php';

/**
 * The change-e-mail / change-phone flow, everything the view takes: checks the new contact (the
 * change's spec §5 rules, not the one the account has), sends the code for the change's scene to
 * it (through the captcha when the backend asks), then binds it with the code once however often
 * Save is pressed: the session's user gets the new contact, a success toast and back to the
 * settings; a refusal shows the backend's message. Retry reloads the page's data.
 */
export function useContactChange(data: ContactChangeData, change: ContactChange): ContactChangeViewProps {
  const revalidator = useRevalidator();
  const client = useApiClient();
  const locale = useLocale();
  const send = useSessionSend();
  const userData = useSession((s) => s.userData);
  const navigation = useShopNavigation();
  const failureText = useFailureText();
  const { t } = useTranslation('accountSecurity');
  const submission = useSingleFlight();
  const [values, setValues] = useState<ContactChangeValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactChangeField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const code = useCodeSender(client, change.scene, (result: ApiFailure) => setFailure(failureText(result)));
  const current = data.kind === 'ok' ? data.current : null;
  const contact = change.normalise(values.contact);

  const contactError = (): string | null => {
    const message = firstError(change.rules, contact, locale);
    if (message) return message;
    return current !== null && change.isCurrent(contact, current) ? t(`${change.messages}.same`) : null;
  };

  const sendCode = async () => {
    const message = contactError();
    setFieldErrors(message ? { contact: message } : {});
    setFailure(null);
    if (message) return;
    if (await code.send(contact)) setSentTo(contact);
  };

  const submit = () =>
    submission.run(async () => {
      const errors: Partial<Record<ContactChangeField, string>> = {};
      const message = contactError();
      if (message) errors.contact = message;
      const codeMessage = firstError(['required'], values.code, locale);
      if (codeMessage) errors.code = codeMessage;
      else if (values.code.length !== CODE_LENGTH) errors.code = t('common.codeRequired');
      else if (!message && sentTo !== contact) errors.code = t('common.codeNotSent');
      setFieldErrors(errors);
      setFailure(null);
      if (Object.keys(errors).length > 0) return;
      const result = await change.bind(client, contact, values.code);
      if (!result.ok) {
        if (result.kind !== 'cancelled') setFailure(failureText(result));
        return;
      }
      // The session's user, when it holds one, has the new contact too.
      if (userData) send({ type: 'user.loaded', userData: { ...userData, [change.kind]: contact } });
      send({ type: 'toast.show', text: t(`${change.messages}.done`), tone: 'success' });
      navigation.go(SETTINGS_PAGE);
    });

  return {
    status: data.kind === 'ok' ? 'ready' : 'error',
    retrying: revalidator.state === 'loading',
    current,
    values,
    onChange: (field, value) => setValues((now) => ({ ...now, [field]: value })),
    fieldErrors,
    code: code.state,
    sentTo,
    captchaAsked: code.captchaAsked,
    failure,
    submitting: submission.busy,
    onSendCode: () => void sendCode(),
    onSubmit: () => void submit(),
    onRetry: () => void revalidator.revalidate(),
  };
}
