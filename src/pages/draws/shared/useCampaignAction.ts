import { useState } from 'react';
import type { ApiFailure } from '../../../api';
import { useSession } from '../../../session';
import { useFailureText } from '../../flows/shared/useFailureText';
import { useSingleFlight } from '../../shared/forms';
import { useSignInAndBack } from '../../shared/login/useSignInAndBack';

/**
 * A campaign action (enter, join, buy, choose, follow): one at a time however often it is pressed;
 * a guest is sent to sign in and back instead; a failed call (the task answers it) sends a login
 * failure to sign in and shows any other's message in `failure`.
 */
export function useCampaignAction() {
  const isLogin = useSession((s) => s.isLogin);
  const signIn = useSignInAndBack();
  const failureText = useFailureText();
  const flight = useSingleFlight();
  const [failure, setFailure] = useState<string | null>(null);
  const run = (task: () => Promise<ApiFailure | undefined>) =>
    flight.run(async () => {
      if (!isLogin) {
        signIn();
        return;
      }
      setFailure(null);
      const failed = await task();
      if (!failed) return;
      if (failed.kind === 'login') signIn(failed);
      else if (failed.kind !== 'cancelled') setFailure(failureText(failed));
    });
  return { run, busy: flight.busy, failure, setFailure, guest: !isLogin };
}
