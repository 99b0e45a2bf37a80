import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import type { RefundProblemState } from './refundData';

/** A refund page that could not load: the error with retry, or the invalid-link message with a way to the refund list. */
export function RefundProblem({ state, onRetry, onList }: { state: RefundProblemState; onRetry: () => void; onList: () => void }) {
  const { t } = useTranslation('refund');
  if (state.status === 'invalid') {
    return (
      <EmptyState
        icon="search"
        title={t('problem.invalid.title')}
        description={t('problem.invalid.message')}
        actionLabel={t('problem.invalid.action')}
        onAction={onList}
        headingLevel={2}
      />
    );
  }
  return (
    <ErrorState
      title={t('problem.error.title')}
      message={state.message ?? t('problem.error.message')}
      retrying={state.retrying ?? false}
      onRetry={onRetry}
      headingLevel={2}
    />
  );
}
