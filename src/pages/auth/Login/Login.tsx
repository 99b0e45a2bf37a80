import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { loginWithPassword } from '../../../api';
import { useSession } from '../../../session';
import { useFooterValue } from '../../shared/layoutData';
import { authPath } from '../shared/authQuery';
import { accountRules, checkFields, hasErrors, type FieldErrors } from '../shared/formChecks';
import { firstSafeReturnPath, safeReturnPath, safeWechatLink } from '../shared/returnAddress';
import { useAuthPage } from '../shared/useAuthPage';
import { useCaptchaGuard, useCodeSender } from '../../shared/codes';
import { useSignedInRedirect } from '../shared/useSignedInRedirect';
import { useSingleFlight } from '../../shared/forms';
import type { LoginLoaderData } from './loginLoader';
import { loginChoices } from './loginMethods';
import { LoginView, type LoginField, type LoginMethod, type LoginValues } from './LoginView';

const EMPTY: LoginValues = { account: '', password: '', phone: '', code: '' };

/**
 * The login route: password (phone or e-mail) or phone and one-time code, as login_reg_method
 * allows; errcode 10002 opens the slider captcha and the same login is sent again with its ticket;
 * then on to `redirect` or signup_url.login_refer_url when isSafeRedirect allows, else /m.
 */
export function Login() {
  const data = useLoaderData() as LoginLoaderData;
  const { t } = useTranslation('auth');
  const page = useAuthPage();
  const loginRegMethod = useFooterValue((footer) => footer.login_reg_method, (s) => s.login_reg_method);
  const referUrl = useSession((s) => s.signup_url?.login_refer_url);
  const tourist = useSession((s) => s.is_chinese_tourists);
  const wechatLoginLink = useFooterValue((footer) => footer.wechat?.login_link, (s) => s.WeChat?.login_link);
  const { methods, accountKind } = loginChoices(loginRegMethod);
  const returnTo = firstSafeReturnPath([data.redirect, referUrl], data.origin);
  const redirect = useSignedInRedirect(page.isLogin, returnTo);
  const [method, setMethod] = useState<LoginMethod>('password');
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<LoginField>>({});
  const captcha = useCaptchaGuard('login');
  const submission = useSingleFlight();
  const code = useCodeSender(page.client, 'login', page.fail);

  const sendCode = () => {
    const errors = checkFields({ phone: ['required', 'tel'] }, values, page.locale);
    setFieldErrors(errors);
    page.setFailure(null);
    if (!hasErrors(errors)) void code.send(values.phone);
  };

  const submit = () =>
    submission.run(async () => {
      const errors =
        method === 'password'
          ? checkFields({ account: accountRules(values.account), password: ['required'] }, values, page.locale)
          : checkFields({ phone: ['required', 'tel'], code: ['required'] }, values, page.locale);
      if (method === 'code' && !errors.code && values.code.length !== 6) errors.code = t('error.codeRequired');
      setFieldErrors(errors);
      page.setFailure(null);
      if (hasErrors(errors)) return;
      redirect.markStarted();
      const credentials = method === 'password' ? { account: values.account.trim(), password: values.password } : { account: values.phone, code: values.code };
      const result = await captcha.guard((ticket) =>
        loginWithPassword(page.client, { ...credentials, ...(ticket ? { captcha_ticket: ticket } : {}) }, { suppressToast: true }),
      );
      if (!result || (!result.ok && result.kind === 'cancelled')) return;
      if (!result.ok) {
        page.fail(result);
        return;
      }
      page.signedIn(t('login.done'));
      redirect.goOn();
    });

  const wechatLink = tourist ? safeWechatLink(wechatLoginLink, data.origin) : null;

  return (
    <LoginView
      methods={methods}
      method={methods.includes(method) ? method : 'password'}
      onMethodChange={(next) => {
        setMethod(next);
        setFieldErrors({});
        page.setFailure(null);
      }}
      accountKind={accountKind}
      values={values}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      fieldErrors={fieldErrors}
      submitting={submission.busy}
      captchaAsked={captcha.asked || code.captchaAsked}
      failure={page.failure}
      code={code.state}
      onSendCode={sendCode}
      onSubmit={() => void submit()}
      onRetry={() => void submit()}
      wechatLink={wechatLink}
      signupHref={authPath('signup.php', safeReturnPath(data.redirect, data.origin))}
      repassHref={authPath('repass.php', safeReturnPath(data.redirect, data.origin))}
      onNavigate={page.onNavigate}
    />
  );
}
