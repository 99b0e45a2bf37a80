import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Price } from '../Price';
import { VisuallyHidden } from '../VisuallyHidden';
import { Actions, Card, Header, OrderNo, Status, Thumbs, Total } from './OrderCard.styles';
import type { OrderAction, OrderItemThumb, OrderStatus } from './OrderCard.types';

export interface OrderCardProps {
  orderNumber: string;
  status: OrderStatus;
  items: readonly OrderItemThumb[];
  /** Total quantity of items in the order (may exceed the thumbnails). */
  itemCount: number;
  /** What was paid, in baht. */
  total: number;
  /** How many thumbnails to show before "+N" (default 4). */
  maxThumbs?: number;
  actions?: readonly OrderAction[];
  /** Called with the id of the action button pressed. */
  onAction?: (id: string) => void;
  /** The order's detail page; when given the card is a link to it. */
  href?: string;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * One order in the orders list: number, status, item thumbnails, the total, and the buttons
 * for what the shopper can do next (given by the page, e.g. Pay, Track, Buy again).
 */
export function OrderCard({
  orderNumber,
  status,
  items,
  itemCount,
  total,
  maxThumbs = 4,
  actions = [],
  onAction,
  href,
  onOpen,
}: OrderCardProps) {
  const { t } = useTranslation('commerce');
  const numberId = useId();
  const shown = items.slice(0, maxThumbs);
  const hidden = items.length - shown.length;
  const numberText = t('orderCard.orderNumber', { number: orderNumber });
  return (
    <Card aria-labelledby={numberId}>
      <Header>
        <OrderNo id={numberId}>
          {href ? (
            <a href={href} onClick={onOpen}>
              {numberText}
            </a>
          ) : (
            numberText
          )}
        </OrderNo>
        <Status $status={status}>{t(`orderCard.status.${status}`)}</Status>
      </Header>
      <Thumbs aria-label={t('orderCard.items')}>
        {shown.map((item, index) => (
          <li key={`${item.imageUrl}-${index}`}>
            <img src={item.imageUrl} alt={item.name} width={64} height={64} loading="lazy" />
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <span aria-hidden>{t('orderCard.moreItems', { count: hidden })}</span>
            <VisuallyHidden>{t('orderCard.moreItemsSpoken', { count: hidden })}</VisuallyHidden>
          </li>
        )}
      </Thumbs>
      <Total>
        <span>{t('orderCard.total', { count: itemCount })}</span>
        <Price amount={total} size="sm" />
      </Total>
      {actions.length > 0 && (
        <Actions role="group" aria-label={t('orderCard.actions')}>
          {actions.map((action) => (
            <Button
              key={action.id}
              size="md"
              variant={action.variant ?? 'outline'}
              loading={action.loading}
              onClick={() => onAction?.(action.id)}
            >
              {action.label}
            </Button>
          ))}
        </Actions>
      )}
    </Card>
  );
}
