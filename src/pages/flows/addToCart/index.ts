export { AddToCart, useAddToCartOutlets } from './AddToCart';
export type { AddToCartProps } from './AddToCart';
export { AddToCartView } from './AddToCartView';
export type { AddToCartViewProps } from './AddToCartView';
export { BundleTipHost } from './BundleTipHost';
export { CartFullDialog } from './CartFullDialog';
export { useGridAddToCart } from './useGridAddToCart';
export type { GridAddToCart } from './useGridAddToCart';
