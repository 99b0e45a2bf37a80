import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Link } from '../../../components/Link';
import { PhoneInput } from '../../../components/PhoneInput';
import { SegmentedControl } from '../../../components/SegmentedControl';
import { TextField } from '../../../components/TextField';
import { BlockLink, LinkRow, Note } from '../shared/AuthView.styles';
import { Form } from '../../shared/forms';
import { FormPage } from '../../shared/forms';
import { CodeField } from '../../shared/codes';
import type { FieldErrors } from '../shared/formChecks';
import type { FormFailure } from '../shared/formFailure';
import { SIGN_IN_INTENT } from './loginIntent';
import { FormFailureNotice } from '../shared/FormFailureNotice';
import type { CodeSendState } from '../../shared/codes';

export type LoginMethod = 'password' | 'code';
/** What the password form's account field takes (spec §3 login_reg_method). */
export type AccountKind = 'phoneOrEmail' | 'phone' | 'email';

export interface LoginValues {
  readonly account: string;
  readonly password: string;
  readonly phone: string;
  readonly code: string;
}
export type LoginField = keyof LoginValues;

export interface LoginViewProps {
  /** The methods the shop offers, in order; the switch shows when there are two. */
  methods: readonly LoginMethod[];
  method: LoginMethod;
  onMethodChange: (method: LoginMethod) => void;
  accountKind: AccountKind;
  values: LoginValues;
  onChange: (field: LoginField, value: string) => void;
  fieldErrors: FieldErrors<LoginField>;
  submitting: boolean;
  /** The backend asked for the slider captcha (errcode 10002): it is open above the page. */
  captchaAsked: boolean;
  failure: FormFailure | null;
  code: CodeSendState;
  onSendCode: () => void;
  onSubmit: () => void;
  onRetry: () => void;
  /** Chinese tourists: the WeChat login link (already checked), else null. */
  wechatLink: string | null;
  signupHref: string;
  repassHref: string;
  /** In-shop links (sign up, forgot password): the container routes them. */
  onNavigate: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

const ACCOUNT_LABEL = { phoneOrEmail: 'login.accountPhoneOrEmail', phone: 'login.accountPhone', email: 'login.accountEmail' } as const;

/** /m/login.php: password or one-time code, WeChat for tourists, links to sign up and reset. */
export function LoginView(props: LoginViewProps) {
  const { t } = useTranslation('auth');
  const { values, fieldErrors, onChange } = props;
  return (
    <FormPage
      title={t('login.title')}
      intent={SIGN_IN_INTENT}
      submitting={props.submitting}
      onSubmit={props.onSubmit}
      after={
        <>
          {props.wechatLink && (
            <Form as="section" aria-label={t('login.wechat')}>
              <Note>{t('login.wechatNote')}</Note>
              <BlockLink>
                <Link href={props.wechatLink} variant="standalone">
                  {t('login.wechat')}
                </Link>
              </BlockLink>
            </Form>
          )}
        </>
      }
    >
      {props.methods.length > 1 && (
        <SegmentedControl
          label={t('login.methodLabel')}
          fullWidth
          value={props.method}
          onChange={(value) => props.onMethodChange(value === 'code' ? 'code' : 'password')}
          options={props.methods.map((method) => ({ value: method, label: t(method === 'code' ? 'login.methodCode' : 'login.methodPassword') }))}
        />
      )}
      {props.method === 'password' ? (
        <>
          <TextField
            label={t(ACCOUNT_LABEL[props.accountKind])}
            name="account"
            value={values.account}
            onChange={(value) => onChange('account', value)}
            error={fieldErrors.account ?? null}
            autoComplete="username"
            inputMode={props.accountKind === 'phone' ? 'tel' : props.accountKind === 'email' ? 'email' : 'text'}
          />
          <TextField
            label={t('login.password')}
            type="password"
            name="password"
            value={values.password}
            onChange={(value) => onChange('password', value)}
            error={fieldErrors.password ?? null}
            autoComplete="current-password"
          />
        </>
      ) : (
        <>
          <PhoneInput value={values.phone} onChange={(value) => onChange('phone', value)} error={fieldErrors.phone ?? null} label={t('login.accountPhone')} />
          <CodeField value={values.code} onChange={(value) => onChange('code', value)} error={fieldErrors.code} code={props.code} onSendCode={props.onSendCode} />
        </>
      )}
      {props.captchaAsked && <Note role="status">{t('login.captcha')}</Note>}
      <FormFailureNotice failure={props.failure} onRetry={props.onRetry} />
      <Button type="submit" size="lg" fullWidth loading={props.submitting}>
        {t('login.submit')}
      </Button>
      <LinkRow>
        <Link href={props.repassHref} onClick={(event) => props.onNavigate(props.repassHref, event)}>
          {t('login.forgot')}
        </Link>
        <span>
          {t('login.noAccount')}{' '}
          <Link href={props.signupHref} onClick={(event) => props.onNavigate(props.signupHref, event)}>
            {t('login.signup')}
          </Link>
        </span>
      </LinkRow>
    </FormPage>
  );
}
