import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { deleteAccount, sendDeletionCode, type ApiFailure } from '../../../api';
import { formatThaiMobile } from '../../../components/PhoneInput';
import { firstError } from '../../../components/TextField';
import { useLocale } from '../../../i18n';
import { useApiClient, useSessionSend } from '../../../session';
import { useFailureText } from '../../flows/shared/useFailureText';
import { CODE_LENGTH, useCodeRequest } from '../../shared/codes';
import { useSingleFlight } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import type { DeletionData } from './deletionLoader';
import { isDeletionReason, reasonPayload } from './deletionReasons';
import { DeletionView, type DeletionField, type DeletionValues } from './DeletionView';

const EMPTY: DeletionValues = { reason: '', detail: '', code: '' };

/** Where a shopper whose account is gone lands (spec §2 home). */
const HOME = '/m';

/**
 * The account-deletion container. Send code opens the slider captcha first and sends the deletion
 * code with its ticket; Delete checks the reason (spec §5 required) and the code, then asks for a
 * final confirmation; Confirm deletes the account once (with the same ticket, through the captcha
 * again when the backend answers 10002). Afterwards the session is signed out and the shopper
 * lands on home with a toast; a refusal shows the backend's message.
 */
export function Deletion() {
  const data = useLoaderData<DeletionData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const locale = useLocale();
  const send = useSessionSend();
  const navigation = useShopNavigation();
  const failureText = useFailureText();
  const { t } = useTranslation('accountSecurity');
  const deletion = useSingleFlight();
  const [values, setValues] = useState<DeletionValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<DeletionField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  /** The ticket of the captcha the code was sent after; deleteAccount sends it again. */
  const ticket = useRef<string>('');
  const code = useCodeRequest('deletion', (result: ApiFailure) => setFailure(failureText(result)));
  const codeTo = data.kind === 'ok' && data.codeTo ? ('phone' in data.codeTo ? formatThaiMobile(data.codeTo.phone) : data.codeTo.email) : null;

  const sendCode = async () => {
    setFailure(null);
    await code.request(
      (given) => {
        ticket.current = given ?? '';
        return sendDeletionCode(client, { captcha_ticket: ticket.current }, { suppressToast: true });
      },
      { captchaFirst: true },
    );
  };

  const submit = () => {
    const errors: Partial<Record<DeletionField, string>> = {};
    const reasonMessage = firstError(['required'], values.reason, locale);
    if (reasonMessage) errors.reason = reasonMessage;
    const detailMessage = values.reason === 'other' ? firstError(['required'], values.detail, locale) : null;
    if (detailMessage) errors.detail = detailMessage;
    const codeMessage = firstError(['required'], values.code, locale);
    if (codeMessage) errors.code = codeMessage;
    else if (values.code.length !== CODE_LENGTH) errors.code = t('common.codeRequired');
    else if (!code.state.sent) errors.code = t('common.codeNotSent');
    setFieldErrors(errors);
    setFailure(null);
    if (Object.keys(errors).length === 0) setConfirmOpen(true);
  };

  const confirm = () =>
    deletion.run(async () => {
      if (!isDeletionReason(values.reason)) return;
      const reason = reasonPayload(values.reason, values.detail);
      const result = await code.captcha.guard((given) => {
        if (given !== undefined) ticket.current = given;
        return deleteAccount(client, { code: values.code, captcha_ticket: ticket.current, reason }, { suppressToast: true });
      }, ticket.current);
      setConfirmOpen(false);
      if (!result) return;
      if (!result.ok) {
        if (result.kind !== 'cancelled') setFailure(failureText(result));
        return;
      }
      send({ type: 'login.seen', isLogin: false });
      send({ type: 'user.loaded', userData: null });
      send({ type: 'toast.show', text: t('deletion.done'), tone: 'success' });
      navigation.go(HOME);
    });

  return (
    <DeletionView
      status={data.kind === 'ok' ? 'ready' : 'error'}
      retrying={revalidator.state === 'loading'}
      codeTo={codeTo}
      values={values}
      onChange={(field, value) => setValues((now) => ({ ...now, [field]: value }))}
      fieldErrors={fieldErrors}
      code={code.state}
      captchaAsked={code.captcha.asked}
      failure={failure}
      // The slider takes the screen while it is open; the confirmation comes back if it is asked again.
      confirmOpen={confirmOpen && !code.captcha.asked}
      deleting={deletion.busy}
      onSendCode={() => void sendCode()}
      onSubmit={submit}
      onConfirm={() => void confirm()}
      onCancel={() => {
        if (!deletion.busy) setConfirmOpen(false);
      }}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
