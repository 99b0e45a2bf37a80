import { useTranslation } from 'react-i18next';
import type { FormOutcome } from './formPost';
import { Message } from './PostForm.styles';

/** A form post's outcome as the shopper reads it: the backend's message for a refusal, else the form's own. */
export function FormOutcomeMessage({ outcome }: { readonly outcome: FormOutcome }) {
  const { t } = useTranslation('forms');
  if (outcome.kind === 'ok') {
    return (
      <Message role="status" $tone="success">
        {t(outcome.messageKey ?? 'forms:done')}
      </Message>
    );
  }
  return (
    <Message role="alert" $tone="danger">
      {outcome.message ?? t(outcome.messageKey ?? 'forms:refused')}
    </Message>
  );
}
