import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { CodeInput } from '../../../components/CodeInput';
import { CodeRow } from './CodeField.styles';
import type { CodeSendState } from './useCodeSender';

export interface CodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  error?: string | null | undefined;
  code: CodeSendState;
  onSendCode: () => void;
  /** Where the code goes once sent ("A code is on its way…" unless told). */
  sentHint?: string;
}

/**
 * The one-time code with its send button: "Send again in N s" while the resend countdown runs.
 * Its texts are the shop's code texts of the auth namespace (sign-in pages and account pages alike).
 */
export function CodeField({ value, onChange, error, code, onSendCode, sentHint }: CodeFieldProps) {
  const { t } = useTranslation('auth');
  const waiting = code.resendInSeconds > 0;
  const label = waiting ? t('code.resendIn', { seconds: code.resendInSeconds }) : code.sent ? t('code.resend') : t('code.send');
  return (
    <CodeRow>
      <CodeInput
        label={t('code.label')}
        value={value}
        onChange={onChange}
        error={error ?? null}
        {...(code.sent ? { hint: sentHint ?? t('code.sent') } : {})}
      />
      <Button type="button" variant="secondary" size="lg" loading={code.sending} disabled={waiting} onClick={onSendCode}>
        {label}
      </Button>
    </CodeRow>
  );
}
