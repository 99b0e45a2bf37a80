import type { TypographyVariant } from '../../theme/tokens';

export type { TypographyVariant };

/** Text colours by role; every one meets WCAG AA on `surface` and `background`. */
export type TextTone = 'default' | 'muted' | 'brand' | 'price' | 'success' | 'warning' | 'danger' | 'info';

export type TextAlign = 'start' | 'center' | 'end';

/** Elements a Text may render as (headings go through Heading). */
export type TextElement = 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'label';
