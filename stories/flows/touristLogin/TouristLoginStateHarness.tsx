import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { LoginData } from '../../../src/api';
import { touristLoginMachine, type TouristLoginContext } from '../../../src/machines/touristLogin';
import { TouristLoginStatusView } from '../../../src/pages/flows/touristLogin';

/** The effects never settle: the story stays in the state it shows. */
const logic = touristLoginMachine.provide({
  actors: {
    isBlocked: fromPromise<boolean, void>(() => new Promise<boolean>(() => {})),
    wechatLogin: fromPromise<LoginData | null, { code: string | null }>(() => new Promise<LoginData | null>(() => {})),
  },
});

const input = { isLogin: false, isChineseTourist: true };

/** Story-only: the real status line on an actor started in a resolved state. */
export function TouristLoginStateHarness({ value, context }: { value: string; context?: TouristLoginContext }) {
  const actorRef = useActorRef(logic, { input, snapshot: logic.resolveState({ value, context: context ?? { ...input, code: null } }) });
  return <TouristLoginStatusView actorRef={actorRef} />;
}
