export { AddToCart, useAddToCartOutlets } from './AddToCart';
export type { AddToCartProps } from './AddToCart';
export { AddToCartView } from './AddToCartView';
export type { AddToCartViewProps } from './AddToCartView';
export { BundleTipHost } from './BundleTipHost';
