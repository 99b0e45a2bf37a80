/**
 * The cart's calls, sent one after another in the order the shopper made the changes: each starts
 * once the one before it has been answered. Sent side by side, the shop could handle them in
 * another order: a note saved and its line deleted right after would reach the shop as a delete
 * and then a note on a line that is gone (refused: "no longer in your cart"), and two quick
 * quantity changes could leave the shop with the first. The page shows every change at once all
 * the same (cartOptimistic.ts).
 */
export type CallQueue = (call: () => Promise<void>) => void;

export function createCallQueue(): CallQueue {
  let last: Promise<void> = Promise.resolve();
  return (call) => {
    // A call that throws does not hold up the next: it runs all the same, and the throw still
    // reaches the page's error reporting through the promise that nothing waits for after it.
    last = last.then(call, call);
  };
}
