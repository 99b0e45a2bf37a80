import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { StepIndicator } from '../../../components/StepIndicator';
import { Text } from '../../../components/Text';
import { PageHead } from '../shared/refundPage.styles';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import type { RefundProblemState } from '../shared/refundData';
import { RefundProblem } from '../shared/RefundProblem';
import { isOpen } from '../shared/refundStatus';
import { RefundStatusTag } from '../shared/RefundStatusTag';

export type RefundDeliveryViewState =
  | { readonly status: 'loading' }
  | RefundProblemState
  | {
      readonly status: 'ready';
      readonly refundId: string;
      readonly refundStatus: string;
      readonly statusText: string | null;
      /** book_type chosen (pickup or branch), or null. */
      readonly returnMethod: string | null;
    };

export interface RefundDeliveryViewProps {
  state: RefundDeliveryViewState;
  onChooseMethod: () => void;
  onDetail: () => void;
  onRetry: () => void;
  onList: () => void;
}

/**
 * The delivery step of a refund (spec §2 /m/order/refund/kv_test_refund_delivery, a test page):
 * the goods' way back in three steps (choose how, hand them over, the shop checks them) and the
 * way to choose or change the method while the request is open. Needs login. Pure.
 */
export function RefundDeliveryView({ state, onChooseMethod, onDetail, onRetry, onList }: RefundDeliveryViewProps) {
  const { t } = useTranslation('refund');
  const titleId = useId();
  const chosen = state.status === 'ready' && (state.returnMethod === 'pickup' || state.returnMethod === 'branch') ? state.returnMethod : null;
  return (
    <AccountPage aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <Heading level={1} variant="title" id={titleId}>
        {t('delivery.title')}
      </Heading>
      {state.status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={4} announce label={t('common.loading')} />
        </LoadingBlocks>
      )}
      {(state.status === 'error' || state.status === 'invalid') && <RefundProblem state={state} onRetry={onRetry} onList={onList} />}
      {state.status === 'ready' && (
        <>
          <PageHead>
            <Text variant="small" tone="muted">
              {t('common.request', { refundId: state.refundId })}
            </Text>
            <RefundStatusTag status={state.refundStatus} statusText={state.statusText} />
          </PageHead>
          <Section title={t('delivery.steps')} variant="card">
            <StepIndicator
              orientation="vertical"
              label={t('delivery.steps')}
              current={chosen ? 1 : 0}
              steps={[
                { id: 'choose', label: t('delivery.choose'), ...(chosen ? { description: t(`detail.method.${chosen}`) } : {}) },
                { id: 'handOver', label: t(chosen === 'branch' ? 'delivery.dropOff' : 'delivery.pickUp') },
                { id: 'check', label: t('delivery.check') },
              ]}
            />
          </Section>
          {isOpen(state.refundStatus) && (
            <Button size="lg" fullWidth onClick={onChooseMethod}>
              {t(chosen ? 'detail.actions.changeReturn' : 'detail.actions.chooseReturn')}
            </Button>
          )}
          <Button variant="outline" size="lg" fullWidth onClick={onDetail}>
            {t('delivery.detail')}
          </Button>
        </>
      )}
    </AccountPage>
  );
}
