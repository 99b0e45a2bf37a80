import { fromPromise, type EventObject, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';

/** What a call actor's function is given: xstate's promise creator's arguments. */
type CallCreator<TOutput, TInput, TEmitted extends EventObject> = Parameters<typeof fromPromise<TOutput, TInput, TEmitted>>[0];

/** A promise that never settles: what an abandoned run answers. */
const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

/**
 * xstate's `fromPromise` for the flows' calls, except that a run whose signal was aborted never
 * answers: neither its result nor its failure (the api client's `cancelled`) reaches the machine.
 *
 * Why: React's StrictMode (and a screen kept in the background, React's Activity) stops a flow's
 * actor and starts it again with its state kept (@xstate/react's useActorRef). The stop aborts the
 * call under way, the restart makes the same call again, and with plain fromPromise the abandoned
 * call's `cancelled` answer arrived first and was taken as the restarted flow's answer ("The request
 * was cancelled" on a refund request that was never cancelled). A flow that is stopped for good
 * loses nothing: a stopped actor takes no answer anyway.
 */
export function fromCall<TOutput, TInput = NonReducibleUnknown, TEmitted extends EventObject = EventObject>(
  call: CallCreator<TOutput, TInput, TEmitted>,
): PromiseActorLogic<TOutput, TInput, TEmitted> {
  return fromPromise<TOutput, TInput, TEmitted>(async (args) => {
    let output: TOutput;
    try {
      output = await call(args);
    } catch (error) {
      if (args.signal.aborted) return never<TOutput>();
      throw error;
    }
    if (args.signal.aborted) return never<TOutput>();
    return output;
  });
}
