import styled from 'styled-components';

/** The chart: a row of bars on a baseline, each with its amount above and its period below. */
export const Chart = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Caption = styled.figcaption`
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
`;

export const Bars = styled.ol`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  height: 10rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const BarItem = styled.li`
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  height: 100%;
`;

/** The bar's height is its share of the largest period (at least a sliver, so a small amount shows). */
export const Bar = styled.span<{ $share: number }>`
  display: block;
  width: 100%;
  max-width: 2.5rem;
  height: calc((100% - 3rem) * ${({ $share }) => Math.max(0.03, Math.min(1, $share))});
  border-radius: ${({ theme }) => `${theme.radii.sm} ${theme.radii.sm} 0 0`};
  background: ${({ theme }) => theme.colors.brand};
`;

/** The bar's amount and its period, as text (what a screen reader hears). */
export const BarText = styled.span<{ $muted?: boolean }>`
  max-width: 100%;
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};
  text-align: center;
  overflow-wrap: anywhere;
`;
