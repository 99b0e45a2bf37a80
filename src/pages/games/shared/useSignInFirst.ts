import { useSession } from '../../../session';
import { useSignInAndBack, type SignInRoute } from '../../shared/login/useSignInAndBack';

/**
 * Guests may look at every campaign; entering, voting or playing sends them to sign in and back
 * to this page (with its query, or `back`); a login failure goes to the server's login link when
 * it carries one. `signIn` goes there; `isLogin` says whether it is needed.
 */
export function useSignInFirst(): { readonly isLogin: boolean; readonly signIn: (route?: SignInRoute) => void } {
  return { isLogin: useSession((context) => context.isLogin), signIn: useSignInAndBack() };
}
