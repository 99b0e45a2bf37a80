export { useGridAddToCart } from './useGridAddToCart';
