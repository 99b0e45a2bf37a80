import { useLocation } from 'react-router';
import type { ApiFailure } from '../../../api';
import { loginAddress } from '../../shared/login';
import { useShopNavigation } from '../../shared/navigation';

/** Sends a guest to sign in and back to this page (the server's vetted login link when a failure carries one). */
export function useSignIn(): (failure?: Pick<ApiFailure, 'loginLink'>) => void {
  const location = useLocation();
  const navigation = useShopNavigation();
  return (failure) => navigation.go(failure?.loginLink ?? loginAddress(location.pathname + location.search));
}
