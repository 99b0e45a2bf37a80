import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../api';

/** The toast text of a failed cart call: the server's message, the client's, or the page's own. */
export function useCartFailureText(): (failure: ApiFailure) => string {
  const { t } = useTranslation(['cart', 'api']);
  return useCallback(
    (failure: ApiFailure) =>
      failure.message ?? (failure.messageKey ? t(failure.messageKey, { ns: 'api' }) : t('actionFailed', { ns: 'cart' })),
    [t],
  );
}
