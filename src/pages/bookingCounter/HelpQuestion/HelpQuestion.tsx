import { useLoaderData } from 'react-router';
import { HELP_CONTACT_PATH, HELP_QUESTION_PATH, useCounterFrame, type GateOnlyData } from '../shared';
import { HelpQuestionView } from './HelpQuestionView';

/** The merchant questions container. */
export function HelpQuestion() {
  const data = useLoaderData<GateOnlyData>();
  const counter = useCounterFrame(HELP_QUESTION_PATH, data);
  return (
    <>
      <HelpQuestionView
        state={data.kind === 'ready' ? { status: 'ready' } : counter.frame(data)}
        onContact={() => counter.go(HELP_CONTACT_PATH)}
        onRetry={counter.onRetry}
        onJoin={counter.onJoin}
      />
      {counter.liveChatDialog}
    </>
  );
}
