import styled, { css, keyframes } from 'styled-components';

const bump = keyframes`
  0% { transform: scale(1); }
  40% { transform: scale(1.25); }
  100% { transform: scale(1); }
`;

export const CartLink = styled.a<{ $bumping: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  ${({ $bumping, theme }) =>
    $bumping &&
    css`
      animation: ${bump} ${theme.motion.duration.slow} ${theme.motion.easing.standard};

      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `}
`;

/**
 * The count sits on the cart icon's top corner (the link's padding plus half the icon), so
 * a count does not widen the link and the buttons beside it keep their room.
 */
export const BadgeCorner = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[1]};
  left: calc(${({ theme }) => theme.space[2]} + ${({ theme }) => theme.space[3]});
  line-height: 0;
`;
