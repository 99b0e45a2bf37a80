import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { Skeleton } from '../../../components/Skeleton';
import { TextField } from '../../../components/TextField';
import { CodeField, type CodeSendState } from '../../shared/codes';
import { FormPage } from '../../shared/forms';
import { Failure, Intro, Note } from './ResetEmailView.styles';

export type ResetEmailStatus = 'loading' | 'error' | 'ready';

export interface ResetEmailValues {
  readonly email: string;
  readonly code: string;
}
export type ResetEmailField = keyof ResetEmailValues;

export interface ResetEmailViewProps {
  status: ResetEmailStatus;
  retrying?: boolean;
  /** The account's e-mail now; null when it has none. */
  current?: string | null;
  values: ResetEmailValues;
  onChange: (field: ResetEmailField, value: string) => void;
  /** Each field's message (spec §5 rules, the same address, no code asked for); only fields with a problem. */
  fieldErrors?: Partial<Record<ResetEmailField, string>>;
  /** The one-time code's button: sending, sent, the resend countdown. */
  code: CodeSendState;
  /** Where the last code went. */
  sentTo?: string | null;
  /** The slider captcha is open (the backend asked for it). */
  captchaAsked?: boolean;
  /** The backend refused (a wrong code, an address in use): its message. */
  failure?: string | null;
  submitting?: boolean;
  onSendCode: () => void;
  onSubmit: () => void;
  onRetry: () => void;
}

/**
 * Change the e-mail (spec §2 /m/account/reset-email): the address now, the new one (spec §5
 * email) and the code sent to it, with the resend countdown. Needs login.
 */
export function ResetEmailView({
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
}: ResetEmailViewProps) {
  const { t } = useTranslation('accountSecurity');
  const title = t('resetEmail.title');
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
        <KeyValueRow label={t('resetEmail.current')} value={current ?? t('resetEmail.none')} />
      </KeyValueList>
      <Intro>{t('resetEmail.intro')}</Intro>
      <TextField
        label={t('resetEmail.newEmail')}
        type="email"
        value={values.email}
        onChange={(value) => onChange('email', value)}
        error={fieldErrors.email ?? null}
        rules={['required', 'email']}
        autoComplete="email"
      />
      <CodeField
        value={values.code}
        onChange={(value) => onChange('code', value)}
        error={fieldErrors.code}
        code={code}
        onSendCode={onSendCode}
        {...(sentTo ? { sentHint: t('resetEmail.codeSentTo', { address: sentTo }) } : {})}
      />
      {captchaAsked && <Note role="status">{t('common.captcha')}</Note>}
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('resetEmail.submit')}
      </Button>
    </FormPage>
  );
}
