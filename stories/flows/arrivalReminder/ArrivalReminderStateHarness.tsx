import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  arrivalReminderMachine,
  type ArrivalReminderContext,
  type ArrivalReminderInput,
} from '../../../src/machines/arrivalReminder';
import { ArrivalReminderView } from '../../../src/pages/flows/arrivalReminder';

/** The effect never settles: the story stays in the state it shows. */
const doubles = {
  registerReminder: fromPromise<void, { readonly action: 'add'; readonly tid: string }>(() => new Promise<void>(() => {})),
};
const logic = arrivalReminderMachine.provide({ actors: doubles });

/** Story-only: the real view on an actor started in a resolved state. */
export function ArrivalReminderStateHarness({
  value,
  context,
  input,
}: {
  value: string;
  context: ArrivalReminderContext;
  input: ArrivalReminderInput;
}) {
  const actorRef = useActorRef(logic, { input, snapshot: logic.resolveState({ value, context }) });
  return <ArrivalReminderView actorRef={actorRef} />;
}
