import { FormOutcomeMessage } from '../../../forms/FormOutcomeMessage';
import { useFormSession } from '../../../forms/formSession';

export interface FlashMessageProps {
  readonly intent: string;
  readonly formKey?: string;
}

/**
 * The last post's result for a form that is no longer on the page (a draw entered from another tab:
 * the page now shows the entry, and the second post's refusal here). A form on the page shows its own.
 */
export function FlashMessage({ intent, formKey }: FlashMessageProps) {
  const { flash } = useFormSession();
  if (!flash || flash.intent !== intent || flash.key !== formKey) return null;
  return <FormOutcomeMessage outcome={flash.outcome} />;
}
