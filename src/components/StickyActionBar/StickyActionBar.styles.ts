import styled, { css } from 'styled-components';
import type { StickyActionBarActions, StickyActionBarElevation, StickyActionBarSpacing } from './StickyActionBar.types';

/**
 * Sticks to the bottom of the screen while its page scrolls. A layout that keeps something fixed
 * at the bottom of the screen (a footer navigation) sets `--storefront-sticky-bottom` to its
 * height so the bar stays above it. The safe area below (the iPhone home indicator) is added to
 * the bar's own bottom padding.
 */
export const Bar = styled.section<{ $spacing: StickyActionBarSpacing; $elevation: StickyActionBarElevation }>`
  position: sticky;
  bottom: var(--storefront-sticky-bottom, 0px);
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme, $spacing }) => {
    const block = $spacing === 'compact' ? theme.space[2] : theme.space[3];
    const inline = $spacing === 'even' ? theme.space[3] : theme.space[4];
    return css`
      padding: ${block} ${inline} calc(${block} + env(safe-area-inset-bottom, 0px));
    `;
  }}
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme, $elevation }) =>
    $elevation === 'shadow'
      ? css`
          box-shadow: ${theme.shadows.md};
        `
      : css`
          border-top: 1px solid ${theme.colors.border};
        `}
`;

/** The total, or a link such as the cart: keeps its own width. */
export const Summary = styled.div`
  flex: 0 0 auto;
  min-width: 0;
`;

export const Actions = styled.div<{ $layout: StickyActionBarActions; $alone: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${({ $layout, $alone }) =>
    $layout === 'fill'
      ? css`
          flex: 1 1 0;
          min-width: 0;

          & > * {
            flex: 1 1 0;
            min-width: 0;
          }
        `
      : css`
          flex: 0 1 auto;
          margin-inline-start: ${$alone ? 'auto' : '0'};
        `}
`;
