import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowMessage } from '../../../machines/captcha/flowMessage';

/** Turns a flow's message (server text or translation key) into the text to show. */
export function useFlowMessageText(): (message: FlowMessage) => string {
  const { t } = useTranslation(['flows', 'api']);
  return useCallback(
    (message: FlowMessage) => ('text' in message ? message.text : t(message.key, { ns: message.ns })),
    [t],
  );
}
