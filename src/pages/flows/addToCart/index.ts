export { AddToCart, useAddToCart, useAddToCartOutlets } from './AddToCart';
export type { AddToCartProps, WiredAddToCart } from './AddToCart';
export { AddToCartView } from './AddToCartView';
export type { AddToCartViewProps } from './AddToCartView';
export { BundleTipHost } from './BundleTipHost';
export { CartFullDialog } from './CartFullDialog';
