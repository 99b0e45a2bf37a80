import styled, { type DefaultTheme } from 'styled-components';
import type { BadgeTone } from './Badge.types';

const background = (theme: DefaultTheme, tone: BadgeTone): string =>
  tone === 'danger' ? theme.colors.danger : tone === 'brand' ? theme.colors.brandStrong : theme.colors.textMuted;

export const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

export const Count = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-width: ${({ theme }) => theme.space[4]};
  height: ${({ theme }) => theme.space[4]};
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => background(theme, $tone)};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onBrand};
  font-family: ${({ theme }) => theme.fontFamily.numeric};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.space[4]};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Dot = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  flex: none;
  width: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $tone }) => background(theme, $tone)};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.surface};
`;
