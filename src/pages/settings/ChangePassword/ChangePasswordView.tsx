import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { TextField } from '../../../components/TextField';
import { FormPage, NewPasswordFields } from '../../shared/forms';
import { Failure } from '../shared/formMessages.styles';

export type ChangePasswordStatus = 'loading' | 'error' | 'ready';

export interface ChangePasswordValues {
  readonly current: string;
  readonly password: string;
  readonly confirm: string;
}
export type ChangePasswordField = keyof ChangePasswordValues;

export interface ChangePasswordViewProps {
  status: ChangePasswordStatus;
  retrying?: boolean;
  values: ChangePasswordValues;
  onChange: (field: ChangePasswordField, value: string) => void;
  /** Each field's message (spec §5 rules, the two new passwords differ); only fields with a problem. */
  fieldErrors?: Partial<Record<ChangePasswordField, string>>;
  /** The backend refused the change (a wrong current password): its message. */
  failure?: string | null;
  submitting?: boolean;
  onSubmit: () => void;
  onRetry: () => void;
}

/**
 * Change password (spec §2 /m/account/change_pwd.php): the current password and the new one twice
 * (spec §5: at least 6 characters; the two must match). Needs login.
 */
export function ChangePasswordView({
  status,
  retrying = false,
  values,
  onChange,
  fieldErrors = {},
  failure = null,
  submitting = false,
  onSubmit,
  onRetry,
}: ChangePasswordViewProps) {
  const { t } = useTranslation('settings');
  const title = t('changePassword.title');
  if (status !== 'ready') {
    return (
      <FormPage title={title} submitting={false} onSubmit={() => undefined}>
        {status === 'loading' ? (
          <Skeleton variant="text" lines={3} />
        ) : (
          <ErrorState title={t('changePassword.error.title')} message={t('changePassword.error.message')} retrying={retrying} onRetry={onRetry} />
        )}
      </FormPage>
    );
  }
  return (
    <FormPage title={title} submitting={submitting} onSubmit={onSubmit}>
      <TextField
        label={t('changePassword.current')}
        type="password"
        value={values.current}
        onChange={(value) => onChange('current', value)}
        error={fieldErrors.current ?? null}
        rules={['required']}
        autoComplete="current-password"
      />
      <NewPasswordFields
        newLabel={t('changePassword.new')}
        confirmLabel={t('changePassword.confirm')}
        hint={t('changePassword.newHint')}
        password={values.password}
        confirm={values.confirm}
        passwordError={fieldErrors.password}
        confirmError={fieldErrors.confirm}
        onPasswordChange={(value) => onChange('password', value)}
        onConfirmChange={(value) => onChange('confirm', value)}
        confirmRules={['required']}
      />
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('changePassword.submit')}
      </Button>
    </FormPage>
  );
}
