/**
 * A function whose code loads on its first call and is imported once: the route table (in every
 * page's first load) holds only this small wrapper, not the code behind it (lazyLoader, lazyAction).
 */
export function lazyCall<A extends unknown[], R>(load: () => Promise<(...args: A) => Promise<R>>): (...args: A) => Promise<R> {
  let loaded: Promise<(...args: A) => Promise<R>> | undefined;
  return async (...args) => {
    loaded ??= load();
    return (await loaded)(...args);
  };
}
