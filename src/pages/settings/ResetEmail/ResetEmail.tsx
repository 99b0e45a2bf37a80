import { useLoaderData } from 'react-router';
import { bindEmail } from '../../../api';
import type { ContactChange } from '../shared/contactChange';
import { useContactChange } from '../shared/useContactChange';
import type { ResetEmailData } from './resetEmailLoader';
import { ResetEmailView } from './ResetEmailView';

/** The e-mail change: spec §5 required and email, the same address in any case, the code for scene bind_email. */
const EMAIL_CHANGE: ContactChange = {
  kind: 'email',
  rules: ['required', 'email'],
  scene: 'bind_email',
  messages: 'resetEmail',
  normalise: (typed) => typed.trim(),
  isCurrent: (email, current) => email.toLowerCase() === current.toLowerCase(),
  bind: (client, email, code) => bindEmail(client, { email, code }, { suppressToast: true }),
};

/**
 * The change-e-mail container: checks the new address (spec §5 required and email, not the one
 * the account has), sends the code for scene bind_email to it (through the captcha when the
 * backend asks), then binds it with the code once however often Save is pressed: a success toast
 * and back to the settings; a refusal shows the backend's message.
 */
export function ResetEmail() {
  const data = useLoaderData<ResetEmailData>();
  const form = useContactChange(data, EMAIL_CHANGE);
  return <ResetEmailView {...form} />;
}
