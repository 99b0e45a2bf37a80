import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { ApiFailure } from '../../../api';
import { useShopNavigation } from '../navigation';
import { loginAddress } from './loginAddress';

/** Where signing in goes: the server's login link of a failure (spec §8), else the login page with `back` as the way back. */
export interface SignInRoute extends Pick<ApiFailure, 'loginLink'> {
  /** The way back after signing in; defaults to this page with its query. */
  readonly back?: string;
}

/**
 * Sends the shopper to sign in and back: to the server's vetted login link when a login failure
 * carries one (pass the failure), else to the login page with the way back (this page, or `back`).
 */
export function useSignInAndBack(): (route?: SignInRoute) => void {
  const location = useLocation();
  const navigation = useShopNavigation();
  return useCallback(
    (route?: SignInRoute) => navigation.go(route?.loginLink ?? loginAddress(route?.back ?? location.pathname + location.search)),
    [navigation, location.pathname, location.search],
  );
}
