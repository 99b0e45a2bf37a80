import { useTranslation } from 'react-i18next';
import type { Prize } from '../../../api';
import { PrizeName, PrizeRow, PrizeType } from './games.styles';

/** One prize: its name and its kind (coupon, product, points). */
export function PrizeItem({ prize, detail }: { readonly prize: Prize; readonly detail?: string }) {
  const { t } = useTranslation('games');
  return (
    <PrizeRow>
      <PrizeName>{prize.name}</PrizeName>
      <PrizeType>{detail ?? t(`prize.${prize.type}`)}</PrizeType>
    </PrizeRow>
  );
}
