import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../session';
import { loginAddress } from '../../shared/login';
import { useShopNavigation } from '../../shared/navigation';

/**
 * Guests may look at every campaign; entering, voting or playing sends them to sign in and back
 * to this page (with its query, or `back`). `signIn` goes there; `isLogin` says whether it is needed.
 */
export function useSignInFirst(): { readonly isLogin: boolean; readonly signIn: (back?: string) => void } {
  const isLogin = useSession((context) => context.isLogin);
  const location = useLocation();
  const navigation = useShopNavigation();
  const signIn = useCallback(
    (back?: string) => navigation.go(loginAddress(back ?? location.pathname + location.search)),
    [navigation, location.pathname, location.search],
  );
  return { isLogin, signIn };
}
