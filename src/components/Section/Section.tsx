import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Heading } from '../Heading';
import { Block, Header } from './Section.styles';
import type { SectionVariant } from './Section.types';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  children?: ReactNode;
  /** The section's heading; it also names the section for screen readers. */
  title?: ReactNode;
  /** The heading's outline level; defaults to 2 (under the page's title). */
  headingLevel?: 2 | 3 | 4;
  /** The heading's id, when something else refers to it (an action's aria-describedby); generated otherwise. */
  headingId?: string;
  /** A control at the start of the header in place of a heading (a "select all" checkbox); name the section with aria-label. */
  headerStart?: ReactNode;
  /** A control at the end of the header (Change, Clear, See all). */
  action?: ReactNode;
  variant?: SectionVariant;
  /** A hairline above the section, where sections follow each other without a gap. */
  divider?: boolean;
  /** `div` for a block that only lays out (no heading, not a region of its own); defaults to `section`. */
  as?: 'section' | 'div';
}

/** A titled block of a page: an optional heading with an optional action on the right, then its content. */
export function Section({
  children,
  title,
  headingLevel = 2,
  headingId,
  headerStart,
  action,
  variant = 'panel',
  divider = false,
  as = 'section',
  ...rest
}: SectionProps) {
  const generatedId = useId();
  const titleId = headingId ?? generatedId;
  const hasTitle = title !== undefined && title !== null && title !== '';
  const heading = hasTitle ? (
    <Heading level={headingLevel} variant="subtitle" id={titleId}>
      {title}
    </Heading>
  ) : null;
  const start = heading ?? headerStart;
  return (
    <Block as={as} $variant={variant} $divider={divider} {...(hasTitle ? { 'aria-labelledby': titleId } : {})} {...rest}>
      {action !== undefined ? (
        <Header>
          {start ?? <span />}
          {action}
        </Header>
      ) : (
        start
      )}
      {children}
    </Block>
  );
}
