/**
 * `regular`: a full-width bar (12 px above and below, 16 px at the sides);
 * `compact`: a full-width bar of large buttons (8 px above and below);
 * `even`: 12 px all round, for a bar inside a page that already has side padding.
 */
export type StickyActionBarSpacing = 'regular' | 'compact' | 'even';
/** `end`: the actions keep their width at the end; `fill`: the actions share the width left by the summary. */
export type StickyActionBarActions = 'end' | 'fill';
/** `border`: a hairline above the bar; `shadow`: a soft shadow (over content that scrolls under it). */
export type StickyActionBarElevation = 'border' | 'shadow';
