import type { ApiFailure } from '../../../api';
import { useFailureText } from '../../flows/shared/useFailureText';
import { loginAddress } from '../../shared/login';
import { useShopNavigation } from '../../shared/navigation';

/**
 * spec §8 booking responses for an action on these pages: 401/304/403 to login and back to `back`,
 * 302 home; anything else (301/303, 500 "Network Error", a toast message) as the text to show.
 * Returns null when the page is left (or the call was cancelled).
 */
export function useBookingFailure(back: string): (failure: ApiFailure) => string | null {
  const navigation = useShopNavigation();
  const failureText = useFailureText();
  return (failure) => {
    if (failure.kind === 'cancelled') return null;
    if (failure.kind === 'login') {
      navigation.go(failure.loginLink ?? loginAddress(back));
      return null;
    }
    if (failure.kind === 'home') {
      navigation.go('/m');
      return null;
    }
    return failureText(failure);
  };
}
