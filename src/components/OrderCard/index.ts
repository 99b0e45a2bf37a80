export { OrderCard } from './OrderCard';
export type { OrderCardProps } from './OrderCard';
export type { OrderAction, OrderItemThumb, OrderStatus } from './OrderCard.types';
