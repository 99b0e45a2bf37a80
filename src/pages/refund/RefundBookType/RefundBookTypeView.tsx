import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { RadioGroup } from '../../../components/Radio';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { PageHead } from '../shared/refundPage.styles';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import type { RefundProblemState } from '../shared/refundData';
import { RefundProblem } from '../shared/RefundProblem';
import type { ReturnMethod } from './refundBookTypeLoader';

export type RefundBookTypeViewState =
  | { readonly status: 'loading' }
  | RefundProblemState
  | { readonly status: 'ready'; readonly refundId: string; readonly methods: readonly ReturnMethod[]; readonly chosen: string };

export interface RefundBookTypeViewProps {
  state: RefundBookTypeViewState;
  onChoose: (code: string) => void;
  onContinue: () => void;
  onRetry: () => void;
  onList: () => void;
}

/**
 * How the goods of a refund go back (spec §2 /m/order/refund/book_type): a courier pick-up or a
 * drop at a branch; Continue opens the pick-up or branch page. Needs login. Pure.
 */
export function RefundBookTypeView({ state, onChoose, onContinue, onRetry, onList }: RefundBookTypeViewProps) {
  const { t } = useTranslation('refund');
  const titleId = useId();
  const usable = state.status === 'ready' ? state.methods.filter((method) => method.enabled) : [];
  return (
    <AccountPage aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <PageHead>
        <Heading level={1} variant="title" id={titleId}>
          {t('bookType.title')}
        </Heading>
        {state.status === 'ready' && (
          <Text variant="small" tone="muted">
            {t('common.request', { refundId: state.refundId })}
          </Text>
        )}
      </PageHead>
      {state.status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={3} announce label={t('common.loading')} />
        </LoadingBlocks>
      )}
      {(state.status === 'error' || state.status === 'invalid') && <RefundProblem state={state} onRetry={onRetry} onList={onList} />}
      {state.status === 'ready' &&
        (usable.length === 0 ? (
          <Text>{t('bookType.closed')}</Text>
        ) : (
          <>
            <RadioGroup
              legend={t('bookType.legend')}
              name="refund-book-type"
              required
              options={state.methods.map((method) => ({
                value: method.code,
                label: method.name,
                hint: t(`bookType.hint.${method.code === 'branch' ? 'branch' : 'pickup'}`),
                disabled: !method.enabled,
              }))}
              value={state.chosen}
              onChange={onChoose}
            />
            <Button size="lg" fullWidth disabled={state.chosen === ''} onClick={onContinue}>
              {t('bookType.continue')}
            </Button>
          </>
        ))}
    </AccountPage>
  );
}
