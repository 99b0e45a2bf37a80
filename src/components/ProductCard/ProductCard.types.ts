/** `grid` for two-column lists (image on top), `list` for one-column rows (image on the left). */
export type ProductCardLayout = 'grid' | 'list';

/** Spec §3 product status: `take_down` means the product is no longer sold. */
export type ProductStatus = 'on_sale' | 'take_down';

/** Spec §3 buy_btn_status as the card shows it. */
export type BuyButtonStatus = 'enabled' | 'disabled' | 'sold_out';
