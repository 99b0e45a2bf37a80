import { Icon } from '../Icon';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatLikeCount } from '../../format/counts';
import { VisuallyHidden } from '../VisuallyHidden';

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  /** Called with the state the shopper asks for (true: like, false: unlike). */
  onToggle?: (liked: boolean) => void;
  /** The like request runs: taps are ignored until it settles. */
  pending?: boolean;
  /**
   * The button also submits the form around it (a like posted without JavaScript); its click still
   * asks for the change once the page works.
   */
  submit?: boolean;
}

const Toggle = styled.button<{ $liked: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: ${({ theme }) => theme.sizes.touchTarget};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme, $liked }) => ($liked ? theme.colors.brandStrong : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  touch-action: manipulation;

  &[aria-disabled='true'] {
    cursor: progress;
  }
`;

/**
 * A heart toggle (aria-pressed) with the like count beside it: nothing for zero, 9999+ above
 * 9999 (spec §5). The count is the parent's; the button only asks for the change.
 */
export function LikeButton({ liked, count, onToggle, pending = false, submit = false }: LikeButtonProps) {
  const { t } = useTranslation('commerce');
  const shown = formatLikeCount(count);
  return (
    <Toggle
      type={submit ? 'submit' : 'button'}
      $liked={liked}
      aria-pressed={liked}
      aria-disabled={pending || undefined}
      onClick={() => {
        if (!pending) onToggle?.(!liked);
      }}
    >
      <Icon name="heart" size={20} filled={liked} />
      <VisuallyHidden>{t('likeButton.like')} </VisuallyHidden>
      {shown && <span>{shown}</span>}
    </Toggle>
  );
}
