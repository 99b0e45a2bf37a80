import { PrivacyPolicyView } from './PrivacyPolicyView';

/** The privacy policy's container: the text is static (games namespace), in the page's language. */
export function PrivacyPolicy() {
  return <PrivacyPolicyView />;
}
