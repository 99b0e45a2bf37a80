import styled from 'styled-components';

export const Region = styled.section`
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
`;

export const Viewport = styled.div`
  overflow: hidden;
  touch-action: pan-y pinch-zoom;
`;

export const Track = styled.div`
  display: flex;
`;

export const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  aspect-ratio: 1 / 1;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    user-select: none;
  }
`;

export const NavButton = styled.button<{ $side: 'previous' | 'next' }>`
  position: absolute;
  top: 50%;
  ${({ $side, theme }) => ($side === 'previous' ? `left: ${theme.space[2]};` : `right: ${theme.space[2]};`)}
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  z-index: ${({ theme }) => theme.zIndices.raised};
`;

export const Counter = styled.p`
  position: absolute;
  right: ${({ theme }) => theme.space[3]};
  bottom: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};
  font-variant-numeric: tabular-nums;
  z-index: ${({ theme }) => theme.zIndices.raised};
`;
