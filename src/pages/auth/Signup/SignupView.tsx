import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Link } from '../../../components/Link';
import { PhoneInput } from '../../../components/PhoneInput';
import { TextField } from '../../../components/TextField';
import { LinkRow, Note } from '../shared/AuthView.styles';
import { FormPage } from '../../shared/forms';
import { CodeField } from '../../shared/codes';
import type { FieldErrors } from '../shared/formChecks';
import type { FormFailure } from '../shared/formFailure';
import { FormFailureNotice } from '../shared/FormFailureNotice';
import type { CodeSendState } from '../../shared/codes';
import { WelcomeGiftDialog, type WelcomeGift } from './WelcomeGiftDialog';

export interface SignupValues {
  readonly phone: string;
  readonly code: string;
  readonly password: string;
}
export type SignupField = keyof SignupValues | 'terms';

/** Where the terms of service and privacy policy are read (spec §2 privacy/policy). */
export const TERMS_PATH = '/m/privacy/policy';

export interface SignupViewProps {
  values: SignupValues;
  onChange: (field: keyof SignupValues, value: string) => void;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  fieldErrors: FieldErrors<SignupField>;
  submitting: boolean;
  captchaAsked: boolean;
  failure: FormFailure | null;
  code: CodeSendState;
  onSendCode: () => void;
  onSubmit: () => void;
  onRetry: () => void;
  loginHref: string;
  onNavigate: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** After sign-up: the new member's free gift (spec §3 new_user_free_gift), shown until Continue. */
  welcomeGift: WelcomeGift | null;
  onContinue: () => void;
}

/** /m/signup.php: Thai mobile number, its code (with the resend countdown), a password and the terms. */
export function SignupView(props: SignupViewProps) {
  const { t } = useTranslation('auth');
  const { values, fieldErrors, onChange } = props;
  return (
    <FormPage
      title={t('signup.title')}
      submitting={props.submitting}
      onSubmit={props.onSubmit}
      after={
        <>
          <WelcomeGiftDialog gift={props.welcomeGift} onContinue={props.onContinue} onNavigate={props.onNavigate} />
        </>
      }
    >
      <PhoneInput value={values.phone} onChange={(value) => onChange('phone', value)} error={fieldErrors.phone ?? null} rules={['required', 'tel']} />
      <CodeField value={values.code} onChange={(value) => onChange('code', value)} error={fieldErrors.code} code={props.code} onSendCode={props.onSendCode} />
      <TextField
        label={t('signup.password')}
        hint={t('signup.passwordHint')}
        type="password"
        value={values.password}
        onChange={(value) => onChange('password', value)}
        error={fieldErrors.password ?? null}
        rules={['required', 'min6']}
        autoComplete="new-password"
      />
      <Checkbox label={t('signup.terms')} checked={props.termsAccepted} onChange={props.onTermsChange} error={fieldErrors.terms ?? null} />
      <Note>
        <Link href={TERMS_PATH} onClick={(event) => props.onNavigate(TERMS_PATH, event)}>
          {t('signup.termsLink')}
        </Link>
      </Note>
      {props.captchaAsked && <Note role="status">{t('login.captcha')}</Note>}
      <FormFailureNotice failure={props.failure} onRetry={props.onRetry} />
      <Button type="submit" size="lg" fullWidth loading={props.submitting}>
        {t('signup.submit')}
      </Button>
      <LinkRow>
        <span>
          {t('signup.haveAccount')}{' '}
          <Link href={props.loginHref} onClick={(event) => props.onNavigate(props.loginHref, event)}>
            {t('signup.login')}
          </Link>
        </span>
      </LinkRow>
    </FormPage>
  );
}
