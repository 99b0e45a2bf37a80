import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Price } from '../../../components/Price';
import { Section } from '../../../components/Section';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { AddbuyDeal, AddbuyItem } from './cartModel';
import { StackList } from '../../shared/lists.styles';
import { Brand, DealLine, Name, Thumb } from './CartView.styles';

export interface AddbuyDealsProps {
  deal: AddbuyDeal;
  /** Adds one piece of the item at its add-buy price (spec §7 addbuy). */
  onAdd: (promotionId: string, teamId: string) => void;
  onOpenProduct?: ((href: string, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

function addLabel(item: AddbuyItem): 'add' | 'inCart' | 'soldOut' {
  if (!item.available) return 'soldOut';
  return item.inCart ? 'inCart' : 'add';
}

/** One promotion's add-on deals: products the shopper may add to this cart at a lower price. */
export function AddbuyDeals({ deal, onAdd, onOpenProduct }: AddbuyDealsProps) {
  const { t } = useTranslation('cart');
  return (
    <Section variant="card" title={deal.title ?? t('addbuy.title')}>
      <StackList $gap={4}>
        {deal.items.map((item) => {
          const label = addLabel(item);
          return (
            <DealLine key={item.teamId}>
              <Thumb $muted={!item.available} src={item.imageUrl} alt="" width={64} height={64} loading="lazy" decoding="async" />
              <div>
                {item.brandName && <Brand>{item.brandName}</Brand>}
                <Name
                  href={item.href}
                  {...(onOpenProduct ? { onClick: (event: MouseEvent<HTMLAnchorElement>) => onOpenProduct(item.href, event) } : {})}
                >
                  {item.name}
                </Name>
                <Price amount={item.price} {...(item.originalPrice !== undefined ? { originalAmount: item.originalPrice } : {})} size="sm" />
              </div>
              <Button variant={label === 'add' ? 'secondary' : 'text'} size="sm" disabled={label !== 'add'} onClick={() => onAdd(deal.promotionId, item.teamId)}>
                {t(`addbuy.${label}`)}
                <VisuallyHidden>{` ${item.name}`}</VisuallyHidden>
              </Button>
            </DealLine>
          );
        })}
      </StackList>
    </Section>
  );
}
