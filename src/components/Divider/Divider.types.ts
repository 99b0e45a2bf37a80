/** `line` is a hairline between items; `section` is a thick band between sections of a page. */
export type DividerVariant = 'line' | 'section';
export type DividerOrientation = 'horizontal' | 'vertical';
export type DividerSpacing = 0 | 1 | 2 | 3 | 4;
