export { ProductCard } from './ProductCard';
export type { ProductCardProps } from './ProductCard';
export type { BuyButtonStatus, ProductCardLayout, ProductStatus } from './ProductCard.types';
