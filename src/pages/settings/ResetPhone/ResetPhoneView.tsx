import { useTranslation } from 'react-i18next';
import { formatThaiMobile, PhoneInput } from '../../../components/PhoneInput';
import { ContactChangeView, type ContactChangeViewProps } from '../shared/ContactChangeView';

/**
 * Change the phone number (spec §2 /m/account/reset-phone): the number now (grouped), the new one
 * (spec §5 tel: 0 and 9 digits) and the code sent to it by SMS, with the resend countdown. Needs login.
 */
export function ResetPhoneView(props: ContactChangeViewProps) {
  const { t } = useTranslation('accountSecurity');
  return (
    <ContactChangeView
      {...props}
      messages="resetPhone"
      formatContact={formatThaiMobile}
      renderField={(field) => <PhoneInput {...field} label={t('resetPhone.newPhone')} rules={['required', 'tel']} />}
    />
  );
}
