import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { AddToCartPayload } from '../../../src/api';
import { addToCartMachine, type AddToCartContext, type CartAddResult } from '../../../src/machines/addToCart';
import { AddToCartView } from '../../../src/pages/flows/addToCart';

/** The effects never settle: the story stays in the state it shows. */
const logic = addToCartMachine.provide({
  actors: {
    addItem: fromPromise<CartAddResult, AddToCartPayload>(() => new Promise<CartAddResult>(() => {})),
    replaceItem: fromPromise<CartAddResult, { team_id: string; quantity: number }>(() => new Promise<CartAddResult>(() => {})),
    verifyCaptcha: fromPromise<boolean, { source: string }>(() => new Promise<boolean>(() => {})),
  },
});

/** Story-only: the real add-to-cart view on an actor started in a resolved state. */
export function AddToCartStateHarness({ value, context }: { value: string; context: AddToCartContext }) {
  const actorRef = useActorRef(logic, { snapshot: logic.resolveState({ value, context }) });
  return <AddToCartView actorRef={actorRef} onAdd={() => {}} />;
}
