import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { useSession } from '../../../session';
import { useFailureText } from '../../flows/shared/useFailureText';
import { useFooterValue } from '../../shared/layoutData';
import { authPath } from '../shared/authQuery';
import { checkFields, CODE_LENGTH, hasErrors, type FieldErrors } from '../shared/formChecks';
import { firstSafeReturnPath, safeReturnPath } from '../shared/returnAddress';
import { useAuthPage } from '../shared/useAuthPage';
import { useCodeSender } from '../../shared/codes';
import { useSignedInRedirect } from '../shared/useSignedInRedirect';
import { useFormSubmission } from '../../shared/forms';
import { toFormFailure } from '../shared/formFailure';
import type { SignupSubmission } from './signupAction';
import type { SignupLoaderData } from './signupLoader';
import { SignupView, type SignupField, type SignupValues } from './SignupView';
import type { WelcomeGift } from './WelcomeGiftDialog';

const EMPTY: SignupValues = { phone: '', code: '', password: '' };

/**
 * The sign-up route: phone, code (scene register), password, terms; then the new member's free gift
 * when the footer data offers one, and on to `redirect` or signup_url.init_url (when isSafeRedirect
 * allows), else /m. The account is created through the route's action (useFormSubmission).
 */
export function Signup() {
  const data = useLoaderData() as SignupLoaderData;
  const { t } = useTranslation('auth');
  const page = useAuthPage();
  const gift = useFooterValue((footer) => footer.new_user_free_gift, (s) => s.new_user_free_gift);
  const initUrl = useSession((s) => s.signup_url?.init_url);
  const returnTo = firstSafeReturnPath([data.redirect, initUrl], data.origin);
  const redirect = useSignedInRedirect(page.isLogin, returnTo);
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SignupField>>({});
  const [welcomeGift, setWelcomeGift] = useState<WelcomeGift | null>(null);
  const failureText = useFailureText();
  const submission = useFormSubmission<SignupSubmission>({
    once: true,
    onOk: () => {
      page.signedIn(t('signup.done'));
      if (gift?.show) setWelcomeGift({ image: gift.image ?? null, url: gift.url ?? null });
      else redirect.goOn();
    },
    onRefused: (failure) => page.setFailure(toFormFailure(failure, failureText)),
  });
  const code = useCodeSender(page.client, 'register', page.fail);

  const sendCode = () => {
    const errors = checkFields({ phone: ['required', 'tel'] }, values, page.locale);
    setFieldErrors(errors);
    page.setFailure(null);
    if (!hasErrors(errors)) void code.send(values.phone);
  };

  const submit = () =>
    submission.submit(() => {
      const errors: FieldErrors<SignupField> = checkFields(
        { phone: ['required', 'tel'], code: ['required'], password: ['required', 'min6'] },
        values,
        page.locale,
      );
      if (!errors.code && values.code.length !== CODE_LENGTH) errors.code = t('error.codeRequired');
      if (!termsAccepted) errors.terms = t('signup.termsRequired');
      setFieldErrors(errors);
      page.setFailure(null);
      if (hasErrors(errors)) return null;
      redirect.markStarted();
      return { account: values.phone, code: values.code, password: values.password };
    });

  return (
    <SignupView
      values={values}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      termsAccepted={termsAccepted}
      onTermsChange={setTermsAccepted}
      fieldErrors={fieldErrors}
      submitting={submission.submitting}
      captchaAsked={code.captchaAsked}
      failure={page.failure}
      code={code.state}
      onSendCode={sendCode}
      onSubmit={submit}
      onRetry={submit}
      loginHref={authPath('login.php', safeReturnPath(data.redirect, data.origin))}
      onNavigate={page.onNavigate}
      welcomeGift={welcomeGift}
      onContinue={redirect.goOn}
    />
  );
}
