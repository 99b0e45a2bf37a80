export type OrderStatus = 'pendingPayment' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'refunding' | 'refunded';

export interface OrderItemThumb {
  imageUrl: string;
  name: string;
}

/** A button under the order (Pay, Track, Buy again…); its label is translated by the page. */
export interface OrderAction {
  id: string;
  label: string;
  variant?: 'primary' | 'outline';
  loading?: boolean;
}
