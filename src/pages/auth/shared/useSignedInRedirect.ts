import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * A shopper who is already signed in when a sign-in page opens goes straight on to the return
 * address. Once the page's own call has started (`markStarted`), the page decides where to go.
 */
export function useSignedInRedirect(isLogin: boolean, returnTo: string) {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (isLogin && !started.current) void navigate(returnTo, { replace: true });
  }, [isLogin, returnTo, navigate]);
  return {
    markStarted: () => {
      started.current = true;
    },
    goOn: () => void navigate(returnTo, { replace: true }),
  };
}
