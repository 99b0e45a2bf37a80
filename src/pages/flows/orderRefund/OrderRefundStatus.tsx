import { useTranslation } from 'react-i18next';
import { Button, Heading, Price, StepIndicator } from '../../../components';
import type { RefundProgress } from '../../../machines/orderRefund';
import { FlowCard, FlowRow } from '../shared/FlowLayout.styles';

export interface OrderRefundStatusProps {
  progress: RefundProgress;
  onRefresh: () => void;
}

/** After the submit: the request's number, amount and progress. */
export function OrderRefundStatus({ progress, onRefresh }: OrderRefundStatusProps) {
  const { t } = useTranslation('refundFlows');
  const current = progress.steps.findIndex((step) => !step.done);
  return (
    <>
      <FlowCard role="status">
        <Heading level={3}>{t('orderRefund.status.sent')}</Heading>
        <FlowRow>
          <span>{t('orderRefund.status.number')}</span>
          <span>{progress.refundId}</span>
        </FlowRow>
        {progress.statusText && (
          <FlowRow>
            <span>{t('orderRefund.status.state')}</span>
            <span>{progress.statusText}</span>
          </FlowRow>
        )}
        <FlowRow>
          <span>{t('orderRefund.status.amount')}</span>
          <Price amount={progress.amount} size="sm" />
        </FlowRow>
      </FlowCard>
      <FlowCard>
        <StepIndicator
          orientation="vertical"
          label={t('orderRefund.status.progress')}
          current={current === -1 ? progress.steps.length : current}
          steps={progress.steps.map((step, index) => ({
            id: `${index}`,
            label: step.title,
            ...(step.time ? { timestamp: step.time } : {}),
          }))}
        />
      </FlowCard>
      <Button variant="outline" onClick={onRefresh}>
        {t('orderRefund.status.refresh')}
      </Button>
    </>
  );
}
