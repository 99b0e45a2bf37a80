import { useTranslation } from 'react-i18next';
import type { CartEntry } from '../../../api';
import { Entry, Heading, List, Name, Quantity } from './ReplaceableList.styles';

/** The cart entries the cart-full answer lists (at most three shown). */
export function ReplaceableList({ entries }: { entries: readonly CartEntry[] }) {
  const { t } = useTranslation('flows');
  if (entries.length === 0) return null;
  return (
    <>
      <Heading>{t('addToCart.cartFull.replaceable')}</Heading>
      <List>
        {entries.slice(0, 3).map((entry) => (
          <Entry key={entry.cart_id}>
            <Name>{entry.team.product}</Name>
            <Quantity>×{entry.quantity}</Quantity>
          </Entry>
        ))}
      </List>
    </>
  );
}
