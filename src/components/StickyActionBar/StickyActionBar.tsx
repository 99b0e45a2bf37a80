import type { ReactNode } from 'react';
import { Actions, Bar, Summary } from './StickyActionBar.styles';
import type { StickyActionBarActions, StickyActionBarElevation, StickyActionBarSpacing } from './StickyActionBar.types';

export interface StickyActionBarProps {
  /** The primary buttons (Check out, Pay, Buy now and Add to cart). */
  children: ReactNode;
  /** At the start, keeping its own width: the total to pay, or a link such as the cart with its count. */
  summary?: ReactNode;
  /** Names the bar as a region for screen readers (Order summary, Buy this product); without it the bar is a plain group of controls. */
  label?: string;
  actions?: StickyActionBarActions;
  spacing?: StickyActionBarSpacing;
  elevation?: StickyActionBarElevation;
}

/**
 * The bar at the bottom of the screen with the page's total and primary buttons. It sticks while
 * the page scrolls, stays above the layout's bottom (`--storefront-sticky-bottom`) and clears the
 * safe area of phones without a home button.
 */
export function StickyActionBar({ children, summary, label, actions = 'end', spacing = 'regular', elevation = 'border' }: StickyActionBarProps) {
  const hasSummary = summary !== undefined && summary !== null && summary !== false;
  return (
    <Bar as={label ? 'section' : 'div'} $spacing={spacing} $elevation={elevation} {...(label ? { 'aria-label': label } : {})}>
      {hasSummary && <Summary>{summary}</Summary>}
      <Actions $layout={actions} $alone={!hasSummary}>
        {children}
      </Actions>
    </Bar>
  );
}
