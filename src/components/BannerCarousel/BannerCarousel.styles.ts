import styled from 'styled-components';

export const Region = styled.section`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Viewport = styled.div`
  overflow: hidden;
`;

export const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;

export const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;

  a {
    display: block;
  }

  a:focus-visible {
    outline-offset: -4px;
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    object-fit: cover;
    user-select: none;
    -webkit-user-drag: none;
  }
`;

export const NavButton = styled.button<{ $side: 'previous' | 'next' }>`
  position: absolute;
  top: 50%;
  ${({ $side, theme }) => ($side === 'previous' ? `left: ${theme.space[1]};` : `right: ${theme.space[1]};`)}
  transform: translateY(-50%);
  z-index: ${({ theme }) => theme.zIndices.raised};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.onBrand};
  cursor: pointer;
`;

export const Controls = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.raised};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  pointer-events: none;

  > * {
    pointer-events: auto;
  }
`;

export const Dots = styled.div`
  display: flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radii.pill};
`;

export const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[6]};
  height: ${({ theme }) => theme.space[6]};
  padding: 0;
  border: none;
  background: transparent;
  cursor: pointer;

  span {
    display: block;
    width: ${({ theme }) => theme.space[2]};
    height: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
  }

  &[aria-current='true'] span {
    width: ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.colors.brandStrong};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.surface};
  }
`;

export const PlayButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[6]};
  height: ${({ theme }) => theme.space[6]};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.onBrand};
  cursor: pointer;
`;
