import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Link } from '../../../components/Link';
import { PhoneInput } from '../../../components/PhoneInput';
import { SegmentedControl } from '../../../components/SegmentedControl';
import { TextField } from '../../../components/TextField';
import { LinkRow, Note } from '../shared/AuthView.styles';
import { FormPage, NewPasswordFields } from '../../shared/forms';
import { CodeField } from '../../shared/codes';
import type { FieldErrors } from '../shared/formChecks';
import type { FormFailure } from '../shared/formFailure';
import { FormFailureNotice } from '../shared/FormFailureNotice';
import type { CodeSendState } from '../../shared/codes';

export type ResetChannel = 'phone' | 'email';

export interface RepassValues {
  readonly phone: string;
  readonly email: string;
  readonly code: string;
  readonly password: string;
  readonly confirmPassword: string;
}
export type RepassField = keyof RepassValues;

export interface RepassViewProps {
  channel: ResetChannel;
  onChannelChange: (channel: ResetChannel) => void;
  values: RepassValues;
  onChange: (field: RepassField, value: string) => void;
  fieldErrors: FieldErrors<RepassField>;
  submitting: boolean;
  captchaAsked: boolean;
  failure: FormFailure | null;
  code: CodeSendState;
  onSendCode: () => void;
  onSubmit: () => void;
  onRetry: () => void;
  loginHref: string;
  onNavigate: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** /m/repass.php: a code to the phone or e-mail, then the new password twice. */
export function RepassView(props: RepassViewProps) {
  const { t } = useTranslation('auth');
  const { values, fieldErrors, onChange } = props;
  return (
    <FormPage
      title={t('repass.title')}
      submitting={props.submitting}
      onSubmit={props.onSubmit}
    >
      <SegmentedControl
        label={t('repass.by')}
        fullWidth
        value={props.channel}
        onChange={(value) => props.onChannelChange(value === 'email' ? 'email' : 'phone')}
        options={[
          { value: 'phone', label: t('repass.byPhone') },
          { value: 'email', label: t('repass.byEmail') },
        ]}
      />
      {props.channel === 'phone' ? (
        <PhoneInput value={values.phone} onChange={(value) => onChange('phone', value)} error={fieldErrors.phone ?? null} label={t('repass.phone')} rules={['required', 'tel']} />
      ) : (
        <TextField
          label={t('repass.email')}
          type="email"
          value={values.email}
          onChange={(value) => onChange('email', value)}
          error={fieldErrors.email ?? null}
          rules={['required', 'email']}
          autoComplete="email"
        />
      )}
      <CodeField value={values.code} onChange={(value) => onChange('code', value)} error={fieldErrors.code} code={props.code} onSendCode={props.onSendCode} />
      <NewPasswordFields
        newLabel={t('repass.newPassword')}
        confirmLabel={t('repass.confirmPassword')}
        hint={t('signup.passwordHint')}
        password={values.password}
        confirm={values.confirmPassword}
        passwordError={fieldErrors.password}
        confirmError={fieldErrors.confirmPassword}
        onPasswordChange={(value) => onChange('password', value)}
        onConfirmChange={(value) => onChange('confirmPassword', value)}
      />
      {props.captchaAsked && <Note role="status">{t('login.captcha')}</Note>}
      <FormFailureNotice failure={props.failure} onRetry={props.onRetry} />
      <Button type="submit" size="lg" fullWidth loading={props.submitting}>
        {t('repass.submit')}
      </Button>
      <LinkRow>
        <Link href={props.loginHref} onClick={(event) => props.onNavigate(props.loginHref, event)}>
          {t('repass.backToLogin')}
        </Link>
      </LinkRow>
    </FormPage>
  );
}
