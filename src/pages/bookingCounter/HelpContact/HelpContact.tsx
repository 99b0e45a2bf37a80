import { useLoaderData } from 'react-router';
import { ACCOUNT_CENTRE_ADDRESS, LIVE_CHAT_ADDRESS } from '../../shared/bookingFailure';
import { HELP_CONTACT_PATH, HELP_QUESTION_PATH, useCounterFrame, type GateOnlyData } from '../shared';
import { HelpContactView } from './HelpContactView';

/** The merchant support container: each way out is an address. */
export function HelpContact() {
  const data = useLoaderData<GateOnlyData>();
  const counter = useCounterFrame(HELP_CONTACT_PATH, data);
  return (
    <>
      <HelpContactView
        state={data.kind === 'ready' ? { status: 'ready' } : counter.frame(data)}
        onLiveChat={() => counter.go(LIVE_CHAT_ADDRESS)}
        onQuestions={() => counter.go(HELP_QUESTION_PATH)}
        onAccountCentre={() => counter.go(ACCOUNT_CENTRE_ADDRESS)}
        onRetry={counter.onRetry}
        onJoin={counter.onJoin}
      />
      {counter.liveChatDialog}
    </>
  );
}
