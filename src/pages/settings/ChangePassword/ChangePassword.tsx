import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { changePassword } from '../../../api';
import { useLocale } from '../../../i18n';
import { useApiClient, useSessionSend } from '../../../session';
import { validate, type ValidationRule } from '../../../validation';
import { useFailureText } from '../../flows/shared/useFailureText';
import { useSingleFlight } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import type { ChangePasswordData } from './changePasswordLoader';
import { ChangePasswordView, type ChangePasswordField, type ChangePasswordValues } from './ChangePasswordView';

const EMPTY: ChangePasswordValues = { current: '', password: '', confirm: '' };

const RULES: Readonly<Record<ChangePasswordField, readonly ValidationRule[]>> = {
  current: ['required'],
  password: ['required', 'min6'],
  confirm: ['required'],
};

/** The settings page, where the shopper returns after the change. */
const SETTINGS_PAGE = '/m/account/setting.php';

/**
 * The change-password container: checks the fields (spec §5 through `validate`, the two new
 * passwords match), sends once however often Save is pressed, then a success toast and back to
 * the settings; a refusal (wrong current password) shows the backend's message.
 */
export function ChangePassword() {
  const data = useLoaderData<ChangePasswordData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const locale = useLocale();
  const send = useSessionSend();
  const navigation = useShopNavigation();
  const failureText = useFailureText();
  const { t } = useTranslation('settings');
  const submission = useSingleFlight();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ChangePasswordField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () =>
    submission.run(async () => {
      const errors: Partial<Record<ChangePasswordField, string>> = {};
      for (const field of Object.keys(RULES) as ChangePasswordField[]) {
        const message = RULES[field].map((rule) => validate(rule, values[field], locale)).find((m) => m !== null);
        if (message) errors[field] = message;
      }
      if (!errors.confirm && values.confirm !== values.password) errors.confirm = t('changePassword.mismatch');
      setFieldErrors(errors);
      setFailure(null);
      if (Object.keys(errors).length > 0) return;
      const result = await changePassword(client, { old_password: values.current, new_password: values.password }, { suppressToast: true });
      if (!result.ok) {
        if (result.kind !== 'cancelled') setFailure(failureText(result));
        return;
      }
      send({ type: 'toast.show', text: t('changePassword.done'), tone: 'success' });
      navigation.go(SETTINGS_PAGE);
    });

  return (
    <ChangePasswordView
      status={data.kind === 'ok' ? 'ready' : 'error'}
      retrying={revalidator.state === 'loading'}
      values={values}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      fieldErrors={fieldErrors}
      failure={failure}
      submitting={submission.busy}
      onSubmit={() => void submit()}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
