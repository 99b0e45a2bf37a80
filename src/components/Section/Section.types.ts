/**
 * `panel`: a full-width white block on the page background (product, checkout);
 * `card`: a rounded white card inside a page with side padding (cart);
 * `plain`: no background, only the page's side padding (list pages: banners, sorting, the grid).
 */
export type SectionVariant = 'panel' | 'card' | 'plain';
