import { useLoaderData } from 'react-router';
import { OrderDetail } from '../OrderDetail/OrderDetail';
import { OrderList } from '../OrderList/OrderList';
import type { OrdersData } from './ordersLoader';

/** my.php's container: the loader's outcome picks the order list or one order's detail. */
export function Orders() {
  const data = useLoaderData<OrdersData>();
  switch (data.kind) {
    case 'list':
      return <OrderList tab={data.tab} first={data.first} />;
    case 'detail':
      return <OrderDetail order={data.order} />;
    case 'error':
      return data.view === 'list' ? (
        <OrderList tab={data.tab} first={null} {...(data.message !== undefined ? { message: data.message } : {})} />
      ) : (
        <OrderDetail order={null} {...(data.message !== undefined ? { message: data.message } : {})} />
      );
  }
}

export default Orders;
