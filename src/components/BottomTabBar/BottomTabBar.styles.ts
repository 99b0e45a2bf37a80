import styled, { css } from 'styled-components';
import type { BottomTabBarPosition } from './BottomTabBar.types';

export const Nav = styled.nav<{ $position: BottomTabBarPosition }>`
  ${({ $position, theme }) =>
    $position === 'fixed' &&
    css`
      position: fixed;
      right: 0;
      bottom: 0;
      left: 0;
      z-index: ${theme.zIndices.sticky};
    `}
  margin: 0 auto;
  max-width: ${({ theme }) => theme.sizes.pageMaxWidth};
  padding-bottom: env(safe-area-inset-bottom, 0px);
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const List = styled.ul`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const TabLink = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.sizes.controlLg};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brandStrong};
    font-weight: ${({ theme }) => theme.typography.bodyStrong.fontWeight};
  }

  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const IconWrap = styled.span`
  position: relative;
  display: inline-flex;
`;

export const Label = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const CountBadge = styled.span`
  position: absolute;
  top: calc(-1 * ${({ theme }) => theme.space[1]});
  left: calc(100% - ${({ theme }) => theme.space[2]});
  min-width: ${({ theme }) => theme.space[4]};
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.price};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.space[4]};
  font-weight: ${({ theme }) => theme.typography.bodyStrong.fontWeight};
  text-align: center;
`;

export const DotBadge = styled.span`
  position: absolute;
  top: 0;
  right: calc(-1 * ${({ theme }) => theme.space[1]});
  width: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.price};
`;
