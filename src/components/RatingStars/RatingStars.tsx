import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../format/decimal';
import { VisuallyHidden } from '../VisuallyHidden';
import { StarShape } from './StarShape';

const MAX = 5;
const STARS = [1, 2, 3, 4, 5] as const;

interface DisplayProps {
  /** 0 to 5; halves and tenths are drawn as partial stars. */
  value: number;
  /** The number of reviews behind the rating. */
  count?: number;
  size?: 'sm' | 'md';
  /** Hide the number beside the stars (the spoken text stays). */
  hideValue?: boolean;
}

interface InputProps {
  /** The chosen rating, 1 to 5, or 0 when none is chosen yet. */
  value: number;
  /** Turns the stars into a radio group; called with the rating chosen. */
  onChange: (value: number) => void;
  /** The group's name; defaults to "Your rating". */
  label?: string;
  size?: 'sm' | 'md';
}

export type RatingStarsProps = DisplayProps | InputProps;

const pixels = { sm: 14, md: 28 } as const;

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
`;

const Stars = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.warning};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-weight: 700;
`;

const Options = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.warning};
`;

const Option = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  cursor: pointer;

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/**
 * Stars for a rating. As a display it draws partial stars and says "4.5 out of 5"; with
 * `onChange` it becomes a radio group of five stars (arrow keys move, the choice is announced).
 */
export function RatingStars(props: RatingStarsProps) {
  return 'onChange' in props ? <RatingInput {...props} /> : <RatingDisplay {...props} />;
}

function RatingDisplay({ value, count, size = 'sm', hideValue = false }: DisplayProps) {
  const { t } = useTranslation('commerce');
  const clamped = Math.max(0, Math.min(MAX, Number.isFinite(value) ? value : 0));
  const shown = formatDecimal(clamped, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Row>
      <Stars aria-hidden>
        {STARS.map((star) => (
          <StarShape key={star} size={pixels[size]} fill={clamped - (star - 1)} />
        ))}
      </Stars>
      <VisuallyHidden>{t('ratingStars.outOf', { value: shown })}</VisuallyHidden>
      {!hideValue && <span aria-hidden>{shown}</span>}
      {count !== undefined && <Count>({t('ratingStars.reviews', { count })})</Count>}
    </Row>
  );
}

function RatingInput({ value, onChange, label, size = 'md' }: InputProps) {
  const { t } = useTranslation('commerce');
  const name = useId();
  return (
    <Fieldset>
      <Legend>{label ?? t('ratingStars.inputLabel')}</Legend>
      <Options>
        {STARS.map((star) => (
          <Option key={star}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              aria-label={t('ratingStars.star', { count: star })}
              onChange={() => onChange(star)}
            />
            <StarShape size={pixels[size]} fill={star <= value ? 1 : 0} />
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
