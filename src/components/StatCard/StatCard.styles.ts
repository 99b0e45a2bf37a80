import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import type { StatTrend } from './StatCard.types';

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  container-type: inline-size;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fontFamily.body};
`;

export const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
  overflow-wrap: anywhere;
`;

/** Headline size in a wide card, shrinking with a narrow one (two cards a row) so a figure keeps to one line. */
export const Value = styled.span`
  font-family: ${({ theme }) => theme.fontFamily.numeric};
  font-size: ${({ theme }) =>
    `clamp(${theme.typography.subtitle.fontSize}, 11cqi, ${theme.typography.headline.fontSize})`};
  line-height: ${({ theme }) => theme.typography.headline.lineHeight};
  font-weight: ${({ theme }) => theme.typography.headline.fontWeight};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const trendColor = (theme: DefaultTheme, trend: StatTrend): string =>
  ({ up: theme.colors.success, down: theme.colors.danger, flat: theme.colors.textMuted })[trend];

export const Delta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
`;

export const Change = styled.span<{ $trend: StatTrend }>`
  display: inline-flex;
  align-items: center;
  color: ${({ theme, $trend }) => trendColor(theme, $trend)};
  font-weight: 700;
`;

/** The chevron icon turned to point up or down. */
export const Arrow = styled.span<{ $trend: StatTrend }>`
  display: inline-flex;
  transform: rotate(${({ $trend }) => ($trend === 'up' ? '-90deg' : '90deg')});
`;

export const Compare = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const skeleton = css`
  display: block;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${pulse} ${({ theme }) => `calc(${theme.motion.duration.slow} * 5)`} ${({ theme }) => theme.motion.easing.standard}
    infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const ValueSkeleton = styled.span`
  ${skeleton}
  width: 60%;
  height: ${({ theme }) => theme.typography.headline.lineHeight};
`;

export const DeltaSkeleton = styled.span`
  ${skeleton}
  width: 40%;
  height: ${({ theme }) => theme.typography.small.lineHeight};
`;
