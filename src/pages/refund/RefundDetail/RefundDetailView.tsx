import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Heading } from '../../../components/Heading';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { ListRow } from '../../../components/ListRow';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { StepIndicator } from '../../../components/StepIndicator';
import { Text } from '../../../components/Text';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { StackList } from '../../shared/lists.styles';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import type { RefundProblemState } from '../shared/refundData';
import { Actions, Failure, PageHead, RefundForm } from '../shared/refundPage.styles';
import { RefundProblem } from '../shared/RefundProblem';
import { isModifiable, isOpen } from '../shared/refundStatus';
import { RefundStatusTag } from '../shared/RefundStatusTag';
import type { RefundDetailInfo } from './refundDetailLoader';
import { StatusLine } from './RefundDetailView.styles';

/** The change form's values, as typed. */
export interface RefundChange {
  readonly amount: string;
  readonly remark: string;
}

export type RefundDetailViewState =
  | { readonly status: 'loading' }
  | RefundProblemState
  | {
      readonly status: 'ready';
      readonly refund: RefundDetailInfo;
      /** The cancel confirmation is open. */
      readonly confirmingCancel?: boolean;
      readonly cancelling?: boolean;
      /** The change form, while open. */
      readonly change?: RefundChange | null;
      readonly changeError?: string | null;
      readonly saving?: boolean;
      /** The backend refused the last action: its message. */
      readonly failure?: string | null;
    };

export interface RefundDetailViewProps {
  state: RefundDetailViewState;
  onAskCancel: () => void;
  onCloseCancel: () => void;
  onConfirmCancel: () => void;
  onOpenChange: () => void;
  onEditChange: (change: RefundChange) => void;
  onCloseChange: () => void;
  onSaveChange: () => void;
  /** To book_type: how the goods go back. */
  onReturnMethod: () => void;
  onRetry: () => void;
  onList: () => void;
}

/**
 * A refund's detail (spec §2 /m/order/refund/refund_detail.php): its status and timeline, the
 * amount, reason, lines and return method; while open it can be cancelled (confirmed first), and
 * while under review its amount and note can be changed. Needs login. Pure.
 */
export function RefundDetailView(props: RefundDetailViewProps) {
  const { state, onRetry, onList } = props;
  const { t } = useTranslation('refund');
  const titleId = useId();
  return (
    <AccountPage aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <Heading level={1} variant="title" id={titleId}>
        {t('detail.title')}
      </Heading>
      {state.status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={6} announce label={t('common.loading')} />
        </LoadingBlocks>
      )}
      {(state.status === 'error' || state.status === 'invalid') && <RefundProblem state={state} onRetry={onRetry} onList={onList} />}
      {state.status === 'ready' && <RefundDetailBody {...props} state={state} />}
    </AccountPage>
  );
}

type Ready = Extract<RefundDetailViewState, { status: 'ready' }>;

function RefundDetailBody({ state, onAskCancel, onCloseCancel, onConfirmCancel, onOpenChange, onEditChange, onCloseChange, onSaveChange, onReturnMethod }: RefundDetailViewProps & { state: Ready }) {
  const { t } = useTranslation('refund');
  const locale = useLocale();
  const { refund, change } = state;
  const open = isOpen(refund.status);
  const current = refund.steps.findIndex((step) => !step.done);
  const method = refund.returnMethod === 'pickup' || refund.returnMethod === 'branch' ? t(`detail.method.${refund.returnMethod}`) : t('detail.method.none');
  return (
    <>
      <PageHead>
        <StatusLine>
          <Text variant="small" tone="muted">
            {t('common.request', { refundId: refund.refundId })}
          </Text>
          <RefundStatusTag status={refund.status} statusText={refund.statusText} />
        </StatusLine>
        <KeyValueList>
          <KeyValueRow label={t('detail.amount')} value={formatMoney(refund.amount, locale)} emphasis />
          <KeyValueRow label={t('detail.reason')} value={refund.reason || t('detail.noReason')} />
          <KeyValueRow label={t('detail.order')} value={refund.orderId} />
          <KeyValueRow label={t('detail.requestedAt')} value={formatDate(refund.createdAt, locale, 'dateTime')} />
          <KeyValueRow label={t('detail.returnMethod')} value={method} />
        </KeyValueList>
      </PageHead>
      <Section title={t('detail.progress')} variant="card">
        <StepIndicator
          orientation="vertical"
          label={t('detail.progress')}
          current={current === -1 ? refund.steps.length : current}
          steps={refund.steps.map((step, index) => ({ id: String(index), label: step.title, ...(step.time ? { timestamp: step.time } : {}) }))}
        />
      </Section>
      {refund.lines.length > 0 && (
        <Section title={t('detail.items')} variant="card">
          <StackList>
            {refund.lines.map((line) => (
              <li key={line.teamId}>
                <ListRow
                  title={line.product}
                  titleLines={2}
                  imageSrc={line.image}
                  imageAlt=""
                  subtitle={t('detail.line', { count: line.quantity, price: formatMoney(line.price, locale) })}
                />
              </li>
            ))}
          </StackList>
        </Section>
      )}
      {state.failure && <Failure role="alert">{state.failure}</Failure>}
      {change && (
        <Section title={t('detail.change.title')} variant="card">
          <RefundForm
            aria-label={t('detail.change.title')}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onSaveChange();
            }}
          >
            <TextField
              label={t('detail.change.amount')}
              value={change.amount}
              inputMode="decimal"
              onChange={(amount) => onEditChange({ ...change, amount })}
              error={state.changeError ?? null}
            />
            <TextArea label={t('detail.change.remark')} value={change.remark} maxLength={200} rows={3} onChange={(remark) => onEditChange({ ...change, remark })} />
            <Actions>
              <Button variant="outline" size="lg" onClick={onCloseChange}>
                {t('detail.change.close')}
              </Button>
              <Button type="submit" size="lg" loading={state.saving ?? false}>
                {t('detail.change.save')}
              </Button>
            </Actions>
          </RefundForm>
        </Section>
      )}
      {open && !change && (
        <Actions>
          <Button variant="outline" size="lg" onClick={onReturnMethod}>
            {t(refund.returnMethod ? 'detail.actions.changeReturn' : 'detail.actions.chooseReturn')}
          </Button>
          {isModifiable(refund.status) && (
            <Button variant="outline" size="lg" onClick={onOpenChange}>
              {t('detail.actions.change')}
            </Button>
          )}
          <Button variant="danger" size="lg" onClick={onAskCancel}>
            {t('detail.actions.cancel')}
          </Button>
        </Actions>
      )}
      {!open && <Text tone="muted">{t(`detail.closed.${refund.status === 'cancelled' ? 'cancelled' : 'final'}`)}</Text>}
      <Dialog
        open={state.confirmingCancel ?? false}
        variant="confirm"
        title={t('detail.cancelDialog.title')}
        confirmLabel={t('detail.cancelDialog.confirm')}
        cancelLabel={t('detail.cancelDialog.keep')}
        confirmVariant="danger"
        confirmLoading={state.cancelling ?? false}
        onConfirm={onConfirmCancel}
        onClose={onCloseCancel}
      >
        {t('detail.cancelDialog.message', { amount: formatMoney(refund.amount, locale) })}
      </Dialog>
    </>
  );
}
