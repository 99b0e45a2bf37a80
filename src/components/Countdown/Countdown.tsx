import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../VisuallyHidden';
import { pad2, splitDuration } from './splitDuration';

export interface CountdownProps {
  /** Milliseconds left; 0 or less shows the ended state. Feed it from useCountdown. */
  remainingMs: number;
  /** Words before the time; defaults to "Ends in". */
  label?: string;
  /** `inverse` for light text on a dark or brand background. */
  tone?: 'default' | 'inverse';
}

const Root = styled.div<{ $inverse: boolean }>`
  display: inline-block;
  max-width: 100%;
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.onBrand : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
`;

const Clock = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[2]};
  font-weight: 700;
`;

const Time = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Box = styled.span<{ $inverse: boolean }>`
  display: inline-block;
  min-width: ${({ theme }) => theme.space[6]};
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $inverse }) => ($inverse ? theme.colors.surface : theme.colors.text)};
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.brandStrong : theme.colors.surface)};
  text-align: center;
`;

const Ended = styled.span`
  font-weight: 700;
`;

/**
 * Time left until a sale or draw ends, as "2 days 03:04:05". A pure view: it shows
 * `remainingMs` and never reads the clock (use `useCountdown` beside it for a live value). Screen
 * readers get the time in words on demand (role timer, not announced every second) and hear
 * "Ended" once when it reaches zero.
 */
export function Countdown({ remainingMs, label, tone = 'default' }: CountdownProps) {
  const { t } = useTranslation('commerce');
  const ended = !(remainingMs > 0);
  const { days, hours, minutes, seconds } = splitDuration(remainingMs);
  const inverse = tone === 'inverse';
  const spoken = [
    days > 0 ? t('countdown.day', { count: days }) : '',
    t('countdown.hour', { count: hours }),
    t('countdown.minute', { count: minutes }),
    t('countdown.second', { count: seconds }),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Root $inverse={inverse}>
      <div role="status">{ended && <Ended>{t('countdown.ended')}</Ended>}</div>
      {!ended && (
        <div role="timer" aria-label={label ?? t('countdown.endsIn')}>
          <Clock>
            <span aria-hidden>{label ?? t('countdown.endsIn')}</span>
            <Time aria-hidden>
              {days > 0 && <span>{t('countdown.day', { count: days })}</span>}
              <Box $inverse={inverse}>{pad2(hours)}</Box>
              <span>:</span>
              <Box $inverse={inverse}>{pad2(minutes)}</Box>
              <span>:</span>
              <Box $inverse={inverse}>{pad2(seconds)}</Box>
            </Time>
            <VisuallyHidden>{spoken}</VisuallyHidden>
          </Clock>
        </div>
      )}
    </Root>
  );
}
