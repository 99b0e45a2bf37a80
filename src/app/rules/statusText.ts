/** Reason phrases the error page does not repeat as a toast. */
const STATUS_TEXTS = new Set(
  [
    'Bad Request',
    'Unauthorized',
    'Forbidden',
    'Not Found',
    'Method Not Allowed',
    'Request Timeout',
    'Conflict',
    'Gone',
    'Too Many Requests',
    'Internal Server Error',
    'Not Implemented',
    'Bad Gateway',
    'Service Unavailable',
    'Gateway Timeout',
  ].map((text) => text.toLowerCase()),
);

/**
 * spec §8: the error page shows a toast when the message is not a status-code text. A status-code
 * text is a bare code ("404"), a code with its reason ("404 Not Found") or a standard reason phrase.
 */
export function isStatusCodeText(message: string): boolean {
  const text = message.trim().toLowerCase();
  if (text === '') return true;
  if (/^\d{3}$/.test(text)) return true;
  const withCode = /^\d{3}\s+(.+)$/.exec(text);
  return STATUS_TEXTS.has(withCode?.[1] ?? text);
}
