import { useLocation } from 'react-router';
import type { ApiFailure } from '../../../api';
import { useFailureText } from '../../flows/shared/useFailureText';
import { useShopNavigation } from '../../shared/navigation';
import { loginAddress } from '../../shared/login';

/**
 * spec §8 for a refund write: login sends the shopper to sign in and back here; a cancelled
 * duplicate says nothing; anything else (a toast message, not found, a timeout) gives the text to
 * show, the form kept.
 */
export function useRefundFailure(): (failure: ApiFailure) => string | null {
  const navigation = useShopNavigation();
  const location = useLocation();
  const failureText = useFailureText();
  return (failure) => {
    if (failure.kind === 'cancelled') return null;
    if (failure.kind === 'login') {
      navigation.go(failure.loginLink ?? loginAddress(location.pathname + location.search));
      return null;
    }
    return failureText(failure);
  };
}
