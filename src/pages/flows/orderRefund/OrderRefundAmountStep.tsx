import { useTranslation } from 'react-i18next';
import { Button, NumericInput, Price } from '../../../components';
import { formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { amountProblem } from '../../../machines/orderRefund';
import { validationMessage } from '../../../validation';
import { FlowActions, FlowAlert, FlowCard, FlowRow } from '../shared/FlowLayout.styles';

/** Enough digits for any refundable amount in baht. */
const AMOUNT_MAX_DIGITS = 7;

export interface OrderRefundAmountStepProps {
  amount: string;
  /** The chosen lines' total. */
  total: number;
  /** The most this request may ask for. */
  limit: number;
  /** The submit's failure, shown above the button. */
  failure: string | null;
  submitting: boolean;
  onAmount: (amount: string) => void;
  onBack: () => void;
  onSubmit: () => void;
}

/** Step 3: how much, never above the refundable amount; then the one submit. */
export function OrderRefundAmountStep({ amount, total, limit, failure, submitting, onAmount, onBack, onSubmit }: OrderRefundAmountStepProps) {
  const { t } = useTranslation('refundFlows');
  const locale = useLocale();
  const problem = amountProblem(amount, limit);
  const max = formatMoney(limit, locale);
  const error =
    problem === 'required' || problem === 'number'
      ? validationMessage(problem, locale)
      : problem === 'zero'
        ? t('orderRefund.amount.zero')
        : problem === 'tooHigh'
          ? t('orderRefund.amount.tooHigh', { max })
          : null;
  return (
    <>
      <FlowCard>
        <FlowRow>
          <span>{t('orderRefund.amount.selectedTotal')}</span>
          <Price amount={total} size="sm" />
        </FlowRow>
        <FlowRow>
          <span>{t('orderRefund.amount.limit')}</span>
          <Price amount={limit} size="sm" />
        </FlowRow>
        <NumericInput
          label={t('orderRefund.amount.label')}
          hint={t('orderRefund.amount.hint', { max })}
          value={amount}
          onChange={onAmount}
          maxLength={AMOUNT_MAX_DIGITS}
          error={error}
          readOnly={submitting}
        />
      </FlowCard>
      {failure && <FlowAlert role="alert">{failure}</FlowAlert>}
      <FlowActions>
        <Button variant="outline" onClick={onBack} disabled={submitting}>
          {t('actions.back')}
        </Button>
        <Button onClick={onSubmit} loading={submitting} disabled={problem !== null}>
          {t('orderRefund.actions.submit')}
        </Button>
      </FlowActions>
    </>
  );
}
