import type { ApiFailure } from '../../../api';
import { useFailureText } from '../../flows/shared/useFailureText';
import { useSignInFirst } from './useSignInFirst';

/**
 * What a campaign page does with a failed action: a lapsed sign-in goes to sign in and back (the
 * server's login link when the answer gives one, spec §8); a cancelled duplicate says nothing
 * (null); anything else is the message to show.
 */
export function useActionFailure(): (failure: ApiFailure) => string | null {
  const { signIn } = useSignInFirst();
  const failureText = useFailureText();
  return (failure) => {
    if (failure.kind === 'login') {
      signIn(failure);
      return null;
    }
    return failure.kind === 'cancelled' ? null : failureText(failure);
  };
}
