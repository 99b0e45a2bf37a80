/** `plain`: the row on its parent's background; `card`: a white rounded card of its own (lists on the page background). */
export type ListRowVariant = 'plain' | 'card';
/** The leading picture: `square` with rounded corners (a product), `round` (a brand logo, a person). */
export type ListRowMediaShape = 'square' | 'round';
/** `start`: the media and trailing content line up with the title's top; `center`: with the row's middle. */
export type ListRowAlign = 'start' | 'center';
