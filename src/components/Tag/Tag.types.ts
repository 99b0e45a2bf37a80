export type TagTone = 'brand' | 'neutral' | 'success' | 'warning' | 'danger' | 'info';
/** `subtle` tints the background; `solid` fills it for stronger emphasis. */
export type TagEmphasis = 'subtle' | 'solid';
export type TagSize = 'sm' | 'md';
