import { Labelled, Rule, VerticalRule } from './Divider.styles';
import type { DividerOrientation, DividerSpacing, DividerVariant } from './Divider.types';

export interface DividerProps {
  variant?: DividerVariant;
  orientation?: DividerOrientation;
  /** Space before and after the line, as a step of theme.space (0–4); defaults to 0. */
  spacing?: DividerSpacing;
  /** Words in the middle of a horizontal line ('or'); read as plain text. */
  label?: string;
  /**
   * Purely visual: hidden from screen readers. Use it when the line only decorates (between
   * list rows that are already separate items); leave it off when it separates content groups.
   */
  decorative?: boolean;
}

/** A line between groups of content: a hairline, a section band, a vertical bar or a labelled line. */
export function Divider({
  variant = 'line',
  orientation = 'horizontal',
  spacing = 0,
  label,
  decorative = false,
}: DividerProps) {
  if (orientation === 'vertical') {
    return decorative ? (
      <VerticalRule $spacing={spacing} aria-hidden />
    ) : (
      <VerticalRule $spacing={spacing} role="separator" aria-orientation="vertical" />
    );
  }
  if (label !== undefined && label !== '') {
    // The text is content (not hidden inside a separator, whose children screen readers skip).
    return <Labelled $spacing={spacing}>{label}</Labelled>;
  }
  return <Rule $variant={variant} $spacing={spacing} aria-hidden={decorative || undefined} />;
}
