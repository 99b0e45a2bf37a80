import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { formatThaiMobile, PhoneInput } from '../../../components/PhoneInput';
import { Skeleton } from '../../../components/Skeleton';
import { CodeField, type CodeSendState } from '../../shared/codes';
import { FormPage } from '../../shared/forms';
import { Failure, Intro, Note } from './ResetPhoneView.styles';

export type ResetPhoneStatus = 'loading' | 'error' | 'ready';

export interface ResetPhoneValues {
  /** Digits only (PhoneInput keeps them), at most ten. */
  readonly phone: string;
  readonly code: string;
}
export type ResetPhoneField = keyof ResetPhoneValues;

export interface ResetPhoneViewProps {
  status: ResetPhoneStatus;
  retrying?: boolean;
  /** The account's phone number now; null when it has none. */
  current?: string | null;
  values: ResetPhoneValues;
  onChange: (field: ResetPhoneField, value: string) => void;
  /** Each field's message (spec §5 rules, the same number, no code asked for); only fields with a problem. */
  fieldErrors?: Partial<Record<ResetPhoneField, string>>;
  /** The one-time code's button: sending, sent, the resend countdown. */
  code: CodeSendState;
  /** The number the last code went to. */
  sentTo?: string | null;
  /** The slider captcha is open (the backend asked for it). */
  captchaAsked?: boolean;
  /** The backend refused (a wrong code, a number in use): its message. */
  failure?: string | null;
  submitting?: boolean;
  onSendCode: () => void;
  onSubmit: () => void;
  onRetry: () => void;
}

/**
 * Change the phone number (spec §2 /m/account/reset-phone): the number now, the new one (spec §5
 * tel: 0 and 9 digits) and the code sent to it by SMS, with the resend countdown. Needs login.
 */
export function ResetPhoneView({
  status,
  retrying = false,
  current = null,
  values,
  onChange,
  fieldErrors = {},
  code,
  sentTo = null,
  captchaAsked = false,
  failure = null,
  submitting = false,
  onSendCode,
  onSubmit,
  onRetry,
}: ResetPhoneViewProps) {
  const { t } = useTranslation('accountSecurity');
  const title = t('resetPhone.title');
  if (status !== 'ready') {
    return (
      <FormPage title={title} submitting={false} onSubmit={() => undefined}>
        {status === 'loading' ? (
          <Skeleton variant="text" lines={4} announce label={t('common.loading')} />
        ) : (
          <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />
        )}
      </FormPage>
    );
  }
  return (
    <FormPage title={title} submitting={submitting} onSubmit={onSubmit}>
      <KeyValueList>
        <KeyValueRow label={t('resetPhone.current')} value={current ? formatThaiMobile(current) : t('resetPhone.none')} />
      </KeyValueList>
      <Intro>{t('resetPhone.intro')}</Intro>
      <PhoneInput
        label={t('resetPhone.newPhone')}
        value={values.phone}
        onChange={(value) => onChange('phone', value)}
        error={fieldErrors.phone ?? null}
        rules={['required', 'tel']}
      />
      <CodeField
        value={values.code}
        onChange={(value) => onChange('code', value)}
        error={fieldErrors.code}
        code={code}
        onSendCode={onSendCode}
        {...(sentTo ? { sentHint: t('resetPhone.codeSentTo', { address: formatThaiMobile(sentTo) }) } : {})}
      />
      {captchaAsked && <Note role="status">{t('common.captcha')}</Note>}
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('resetPhone.submit')}
      </Button>
    </FormPage>
  );
}
