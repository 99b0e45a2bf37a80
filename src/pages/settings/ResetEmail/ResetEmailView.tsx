import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField';
import { ContactChangeView, type ContactChangeViewProps } from '../shared/ContactChangeView';

/**
 * Change the e-mail (spec §2 /m/account/reset-email): the address now, the new one (spec §5
 * email) and the code sent to it, with the resend countdown. Needs login.
 */
export function ResetEmailView(props: ContactChangeViewProps) {
  const { t } = useTranslation('accountSecurity');
  return (
    <ContactChangeView
      {...props}
      messages="resetEmail"
      renderField={(field) => (
        <TextField {...field} label={t('resetEmail.newEmail')} type="email" rules={['required', 'email']} autoComplete="email" />
      )}
    />
  );
}
