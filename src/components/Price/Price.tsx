import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../format/money';
import { useLocale } from '../../i18n/useLocale';
import { VisuallyHidden } from '../VisuallyHidden';

export type PriceSize = 'sm' | 'md' | 'lg';

export interface PriceProps {
  /** The regular selling price (team price), in baht. */
  amount: number;
  /** A special (promotion) price; when lower than `amount` it is what the shopper pays. */
  specialAmount?: number;
  /** The list price before any discount; struck through when higher than what the shopper pays. */
  originalAmount?: number;
  size?: PriceSize;
}

const fontSizes = { sm: 'bodyStrong', md: 'title', lg: 'headline' } as const;

const Wrapper = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[2]};
`;

const Current = styled.span<{ $size: PriceSize }>`
  color: ${({ theme }) => theme.colors.price};
  font-weight: 700;
  font-size: ${({ theme, $size }) => theme.typography[fontSizes[$size]].fontSize};
  line-height: ${({ theme, $size }) => theme.typography[fontSizes[$size]].lineHeight};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Original = styled.del`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
  white-space: nowrap;
`;

/**
 * A price in baht. With a higher original price, the original is struck through and both are
 * announced in words ("price ฿990, original price ฿1,290"), since strike-through is not spoken.
 */
export function Price({ amount, specialAmount, originalAmount, size = 'md' }: PriceProps) {
  const { t } = useTranslation('components');
  const locale = useLocale();
  const isSpecial = isAmount(specialAmount) && specialAmount < amount;
  const pays = isSpecial ? specialAmount : amount;
  const struck = Math.max(isSpecial ? amount : -Infinity, isAmount(originalAmount) ? originalAmount : -Infinity);
  return (
    <Wrapper>
      <Current $size={size}>
        <VisuallyHidden>{t(isSpecial ? 'price.special' : 'price.current')} </VisuallyHidden>
        {formatMoney(pays, locale)}
      </Current>
      {struck > pays && (
        <Original>
          <VisuallyHidden>{t('price.original')} </VisuallyHidden>
          {formatMoney(struck, locale)}
        </Original>
      )}
    </Wrapper>
  );
}

function isAmount(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value);
}
