import { useLoaderData } from 'react-router';
import { bindPhone } from '../../../api';
import type { ContactChange } from '../shared/contactChange';
import { useContactChange } from '../shared/useContactChange';
import type { ResetPhoneData } from './resetPhoneLoader';
import { ResetPhoneView } from './ResetPhoneView';

/** The phone number change: spec §5 required and tel, the digits as typed, the code for scene bind_phone. */
const PHONE_CHANGE: ContactChange = {
  kind: 'phone',
  rules: ['required', 'tel'],
  scene: 'bind_phone',
  messages: 'resetPhone',
  normalise: (typed) => typed,
  isCurrent: (phone, current) => phone === current,
  bind: (client, phone, code) => bindPhone(client, { phone, code }, { suppressToast: true }),
};

/**
 * The change-phone container: checks the new number (spec §5 required and tel, not the one the
 * account has), sends the code for scene bind_phone to it (through the captcha when the backend
 * asks), then binds it with the code once however often Save is pressed: a success toast and
 * back to the settings; a refusal shows the backend's message.
 */
export function ResetPhone() {
  const data = useLoaderData<ResetPhoneData>();
  const form = useContactChange(data, PHONE_CHANGE);
  return <ResetPhoneView {...form} />;
}
