import styled, { css } from 'styled-components';
import type { ListRowAlign, ListRowMediaShape, ListRowVariant } from './ListRow.types';

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Root = styled.div<{ $variant: ListRowVariant; $align: ListRowAlign; $divider: boolean; $interactive: boolean }>`
  display: flex;
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[3]};
  box-sizing: border-box;
  width: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  text-align: start;
  ${({ theme, $variant }) =>
    $variant === 'card'
      ? css`
          padding: ${theme.space[3]};
          border: 0;
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surface};
        `
      : css`
          padding: 0;
          border: 0;
          background: none;
        `}
  ${({ theme, $divider }) =>
    $divider &&
    css`
      padding-bottom: ${theme.space[3]};
      border-bottom: 1px solid ${theme.colors.border};
    `}
  ${({ $interactive }) =>
    $interactive &&
    css`
      font: inherit;
      cursor: pointer;
    `}
  ${focusRing}
`;

export const Media = styled.span<{ $shape: ListRowMediaShape }>`
  flex: none;
  display: block;
  width: ${({ theme }) => theme.space[12]};

  & > img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1 / 1;
    object-fit: cover;
    border-radius: ${({ theme, $shape }) => ($shape === 'round' ? theme.radii.round : theme.radii.md)};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const Body = styled.span`
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Trailing = styled.span`
  flex: none;
  display: flex;
  align-items: flex-start;
`;
