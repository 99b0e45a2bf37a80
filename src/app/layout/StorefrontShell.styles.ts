import styled from 'styled-components';

/**
 * At least a screen tall. A host app that shows its own bar above the pages sets
 * `--storefront-host-offset` to that bar's height, so the pages and the bar together fill the
 * screen and no more.
 */
export const Shell = styled.div<{ $withFooter: boolean }>`
  min-height: calc(100vh - var(--storefront-host-offset, 0px));
  max-width: ${({ theme }) => theme.sizes.pageMaxWidth};
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.background};
  /* Room for the fixed footer navigation so the page's end is never hidden under it. */
  padding-bottom: ${({ theme, $withFooter }) => ($withFooter ? `calc(${theme.sizes.controlLg} + ${theme.space[4]} + env(safe-area-inset-bottom, 0px))` : '0')};
`;

/** spec §6: iOS app 10.3.17 and 10.3.18 draw their own bar over the page; the page starts below it. */
export const SpecialHeaderSpace = styled.div`
  height: ${({ theme }) => theme.sizes.touchTarget};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const LoadingBar = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space[2]};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
`;

/**
 * The first stop of the keyboard on every page: off screen until it has the focus, then at the
 * top left; it moves the focus past the layout to the page.
 */
export const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: translateY(calc(-100% - ${({ theme }) => theme.space[4]}));
  opacity: 0;

  &:focus {
    transform: none;
    opacity: 1;
  }
`;

/**
 * The page's place: the skip link's target (focusable by script and by the link, not by Tab); the
 * link focuses the page's main landmark in it.
 */
export const Content = styled.div`
  &:focus,
  & main[tabindex='-1']:focus {
    outline: none;
  }
`;
