import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { bindPhoneMachine, type BindPhoneContext, type SubmitParam } from '../../../src/machines/bindPhone';
import { BindPhoneView } from '../../../src/pages/flows/bindPhone';

/** The effects never settle: the story stays in the state it shows. */
const logic = bindPhoneMachine.provide({
  actors: {
    sendCode: fromPromise<void, { phone: string }>(() => new Promise<void>(() => {})),
    submitBind: fromPromise<void, { phone: string; code: string; submit_param: SubmitParam | null }>(() => new Promise<void>(() => {})),
  },
});

export function bindContext(overrides: Partial<BindPhoneContext> = {}): BindPhoneContext {
  return {
    submit_param: { team_id: '50001', quantity: 1 },
    bind_phone_tip: null,
    phone: '',
    code: '',
    codeSent: false,
    phoneProblem: null,
    codeProblem: null,
    error: null,
    ...overrides,
  };
}

/** Story-only: the real bind-phone dialog on an actor started in a resolved state. */
export function BindPhoneStateHarness({ value, context }: { value: string | Record<string, string>; context: BindPhoneContext }) {
  const actorRef = useActorRef(logic, { snapshot: logic.resolveState({ value, context }) });
  return <BindPhoneView actorRef={actorRef} />;
}
