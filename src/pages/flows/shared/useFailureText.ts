import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../api';

type ShownFailure = Pick<ApiFailure, 'message' | 'messageKey'>;

/**
 * The text of a failed call: the server's message, else the api namespace's message for the
 * failure (timeout, network error …), else a generic sentence of the refundFlows namespace.
 */
export function useFailureText(): (failure: ShownFailure | null) => string {
  const { t } = useTranslation(['refundFlows', 'api']);
  return (failure) => {
    if (!failure) return '';
    if (failure.message) return failure.message;
    if (failure.messageKey) return t(`api:${failure.messageKey}`);
    return t('refundFlows:error.generic');
  };
}
