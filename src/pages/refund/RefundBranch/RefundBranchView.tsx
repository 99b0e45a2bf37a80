import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Heading } from '../../../components/Heading';
import { RadioGroup } from '../../../components/Radio';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import type { RefundProblemState } from '../shared/refundData';
import { RefundProblem } from '../shared/RefundProblem';
import { Failure, PageHead, RefundForm } from '../shared/refundPage.styles';
import type { ReturnBranch } from './refundBranchLoader';

export type RefundBranchViewState =
  | { readonly status: 'loading' }
  | RefundProblemState
  | {
      readonly status: 'ready';
      readonly refundId: string;
      readonly branches: readonly ReturnBranch[];
      readonly chosen: string;
      readonly submitting?: boolean;
      readonly failure?: string | null;
    };

export interface RefundBranchViewProps {
  state: RefundBranchViewState;
  onChoose: (branchId: string) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onList: () => void;
}

/**
 * Drop a refund's goods at a branch (spec §2 /m/order/refund/branch): each branch with its address
 * and opening hours; Confirm sends the choice. Needs login. Pure.
 */
export function RefundBranchView({ state, onChoose, onSubmit, onRetry, onList }: RefundBranchViewProps) {
  const { t } = useTranslation('refund');
  const titleId = useId();
  return (
    <AccountPage aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <PageHead>
        <Heading level={1} variant="title" id={titleId}>
          {t('branch.title')}
        </Heading>
        {state.status === 'ready' && (
          <Text variant="small" tone="muted">
            {t('common.request', { refundId: state.refundId })}
          </Text>
        )}
      </PageHead>
      {state.status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={4} announce label={t('common.loading')} />
        </LoadingBlocks>
      )}
      {(state.status === 'error' || state.status === 'invalid') && <RefundProblem state={state} onRetry={onRetry} onList={onList} />}
      {state.status === 'ready' &&
        (state.branches.length === 0 ? (
          <EmptyState icon="home" title={t('branch.empty.title')} description={t('branch.empty.message')} headingLevel={2} />
        ) : (
          <RefundForm
            aria-labelledby={titleId}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            <RadioGroup
              legend={t('branch.legend')}
              name="refund-branch"
              required
              options={state.branches.map((branch) => ({
                value: branch.id,
                label: branch.name,
                hint: branch.openHours ? t('branch.hint', { address: branch.address, hours: branch.openHours }) : branch.address,
              }))}
              value={state.chosen}
              onChange={onChoose}
            />
            {state.failure && <Failure role="alert">{state.failure}</Failure>}
            <Button type="submit" size="lg" fullWidth loading={state.submitting ?? false} disabled={state.chosen === ''}>
              {t('branch.submit')}
            </Button>
          </RefundForm>
        ))}
    </AccountPage>
  );
}
