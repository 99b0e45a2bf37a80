import { useLoaderData, useLocation, useRevalidator } from 'react-router';
import { useShopNavigation } from '../../shared/navigation';
import { loginAddress } from '../../shared/login';
import { REFUND_PATHS, refundAddress } from '../shared/refundLinks';
import type { ExchangeReturnData } from './exchangeReturnLoader';
import { ExchangeReturnView, type ExchangeReturnViewState } from './ExchangeReturnView';

function stateOf(data: ExchangeReturnData, retrying: boolean): ExchangeReturnViewState {
  if (data.kind === 'ok') return data.signedIn ? { status: 'ready', requests: data.requests, more: data.more } : { status: 'guest' };
  return { status: 'error', retrying, ...(data.kind === 'error' && data.message !== undefined ? { message: data.message } : {}) };
}

/** The exchange and return container: rows open a refund's detail; a guest signs in and comes back here. */
export function ExchangeReturn() {
  const data = useLoaderData<ExchangeReturnData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const location = useLocation();
  return (
    <ExchangeReturnView
      state={stateOf(data, revalidator.state === 'loading')}
      onOpen={(refund) => navigation.go(refundAddress('detail', refund.refundId))}
      onAllRequests={() => navigation.go(REFUND_PATHS.list)}
      onSignIn={() => navigation.go(loginAddress(location.pathname + location.search))}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
