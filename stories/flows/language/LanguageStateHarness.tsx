import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { languageMachine, type DetectedSources, type LanguageContext } from '../../../src/machines/language';
import { LanguageSwitcherView } from '../../../src/pages/flows/language';

/** The effects never settle: the story stays in the state it shows. */
const logic = languageMachine.provide({
  actors: {
    readSources: fromPromise<DetectedSources, void>(() => new Promise<DetectedSources>(() => {})),
    persist: fromPromise<void, LanguageContext>(() => new Promise<void>(() => {})),
  },
});

/** Story-only: the real language choice on an actor started in a resolved state. */
export function LanguageStateHarness({ value, context }: { value: string; context: LanguageContext }) {
  const actorRef = useActorRef(logic, { snapshot: logic.resolveState({ value, context }) });
  return <LanguageSwitcherView actorRef={actorRef} />;
}
