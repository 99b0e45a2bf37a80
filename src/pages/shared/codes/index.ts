export { CODE_LENGTH } from './codeLength';
export { CodeField } from './CodeField';
export type { CodeFieldProps } from './CodeField';
export { useCaptchaGuard } from './useCaptchaGuard';
export { useCodeRequest, useCodeSender } from './useCodeSender';
export type { CodeSendState, CodeSentResult } from './useCodeSender';
