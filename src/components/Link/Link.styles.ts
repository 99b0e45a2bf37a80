import styled, { css } from 'styled-components';
import type { LinkVariant } from './Link.types';

export const Anchor = styled.a<{ $variant: LinkVariant }>`
  position: relative;
  color: ${({ theme }) => theme.colors.brandStrong};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  touch-action: manipulation;

  &:active {
    color: ${({ theme }) => theme.colors.brandPressed};
  }

  ${({ $variant, theme }) =>
    $variant === 'standalone' &&
    css`
      display: inline-flex;
      align-items: center;
      gap: ${theme.space[1]};
      min-height: ${theme.sizes.touchTarget};
      max-width: 100%;
      font-weight: 700;
      text-decoration: none;
    `}
`;
