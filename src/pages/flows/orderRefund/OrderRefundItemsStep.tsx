import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Price } from '../../../components';
import type { RefundableItem } from '../../../machines/orderRefund';
import { FlowActions, FlowCard, FlowNote } from '../shared/FlowLayout.styles';
import { ItemLine, ItemList, ItemThumb, Legend } from './OrderRefund.styles';

export interface OrderRefundItemsStepProps {
  items: readonly RefundableItem[];
  selected: readonly string[];
  onToggle: (teamId: string) => void;
  onToggleAll: () => void;
  onNext: () => void;
}

/** Step 1: which lines of the order go back. */
export function OrderRefundItemsStep({ items, selected, onToggle, onToggleAll, onNext }: OrderRefundItemsStepProps) {
  const { t } = useTranslation('refundFlows');
  const all = items.length > 0 && selected.length === items.length;
  return (
    <>
      <FlowCard as="fieldset">
        <Legend>{t('orderRefund.items.legend')}</Legend>
        {items.length > 1 && (
          <Checkbox
            label={t('orderRefund.items.all')}
            checked={all}
            indeterminate={!all && selected.length > 0}
            onChange={onToggleAll}
          />
        )}
        <ItemList>
          {items.map((item) => (
            <ItemLine key={item.teamId}>
              <ItemThumb src={item.image} alt="" />
              <Checkbox
                label={item.name}
                hint={t('orderRefund.items.quantity', { count: item.quantity })}
                checked={selected.includes(item.teamId)}
                onChange={() => onToggle(item.teamId)}
              />
              <Price amount={item.price} size="sm" />
            </ItemLine>
          ))}
        </ItemList>
      </FlowCard>
      {selected.length === 0 && <FlowNote>{t('orderRefund.items.none')}</FlowNote>}
      <FlowActions>
        <Button onClick={onNext} disabled={selected.length === 0}>
          {t('actions.next')}
        </Button>
      </FlowActions>
    </>
  );
}
