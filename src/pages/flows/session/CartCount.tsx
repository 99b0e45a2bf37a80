import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Icon } from '../../../components';
import { ADD_TO_CART_PATHS } from '../../../machines/addToCart/addToCart.types';
import { useSession } from '../../../session';
import { BadgeCorner, CartLink } from './CartCount.styles';

export interface CartCountProps {
  /** Called instead of following the link (in-app routing); the link's address is the cart. */
  onNavigate?: (to: string) => void;
}

/**
 * The cart link with the session's cart count (shopCartNum). It bumps when the count grows (spec
 * §4: animate the cart), unless the shopper prefers reduced motion.
 */
export function CartCount({ onNavigate }: CartCountProps) {
  const { t } = useTranslation('flows');
  const count = useSession((s) => s.shopCartNum);
  const [seen, setSeen] = useState(count);
  const [bumps, setBumps] = useState(0);
  // A grown count restarts the bump (the link is keyed by the number of bumps).
  if (count !== seen) {
    setSeen(count);
    if (count > seen) setBumps(bumps + 1);
  }

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(ADD_TO_CART_PATHS.cart);
  };

  return (
    <CartLink
      key={bumps}
      href={ADD_TO_CART_PATHS.cart}
      onClick={onClick}
      $bumping={bumps > 0}
    >
      <Icon name="cart" />
      <span>{t('cartBadge.label')}</span>{' '}
      <BadgeCorner>
        <Badge count={count} label={t('cartBadge.count', { count })} />
      </BadgeCorner>
    </CartLink>
  );
}
