import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../api';
import { Button } from '../../../components/Button';
import type { OrderAction } from '../../../components/OrderCard';
import { actionsOf, PRIMARY_ACTIONS, type OrderActionId } from './orderActions';
import { ButtonRow } from './orders.styles';

/** The order's actions as OrderCard buttons: labelled, the next step filled, buy again spinning while it is sent. */
export function orderCardActions(order: Order, t: TFunction<'orders'>, busy: boolean): OrderAction[] {
  return actionsOf(order).map((id) => ({
    id,
    label: t(`actions.${id}`),
    variant: PRIMARY_ACTIONS.has(id) ? 'primary' : 'outline',
    ...(busy && id === 'buyAgain' ? { loading: true } : {}),
  }));
}

export interface OrderButtonsProps {
  order: Order;
  /** Buy again is being sent. */
  busy: boolean;
  onAction: (action: OrderActionId) => void;
}

/** The order's actions as a row of buttons (the detail page). Pure. */
export function OrderButtons({ order, busy, onAction }: OrderButtonsProps) {
  const { t } = useTranslation('orders');
  const actions = orderCardActions(order, t, busy);
  if (actions.length === 0) return null;
  return (
    <ButtonRow role="group" aria-label={t('detail.actions')}>
      {actions.map((action) => (
        <Button key={action.id} size="lg" variant={action.variant ?? 'outline'} loading={action.loading ?? false} onClick={() => onAction(action.id as OrderActionId)}>
          {action.label}
        </Button>
      ))}
    </ButtonRow>
  );
}
