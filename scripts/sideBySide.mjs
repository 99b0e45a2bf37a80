// A few tasks at a time, for the checks that drive the built app in a browser (pages, sessions and
// contexts side by side on the preview).

/** Runs `task` on every item, `width` at a time, each worker taking the next item as it ends one. */
export async function eachSideBySide(items, width, task) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await task(next);
    }),
  );
}
