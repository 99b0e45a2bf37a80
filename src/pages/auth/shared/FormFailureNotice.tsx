import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Failure, FailureText } from './AuthView.styles';
import type { FormFailure } from './formFailure';

export interface FormFailureNoticeProps {
  failure: FormFailure | null;
  onRetry: () => void;
}

/** Why the last call failed, announced as an alert, with Try again when the failure may pass. */
export function FormFailureNotice({ failure, onRetry }: FormFailureNoticeProps) {
  const { t } = useTranslation('auth');
  if (!failure) return null;
  return (
    <Failure role="alert">
      <FailureText>{failure.message}</FailureText>
      {failure.retryable && (
        <Button type="button" variant="secondary" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      )}
    </Failure>
  );
}
