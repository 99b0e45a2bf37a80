import { yieldToBrowser } from '../../machines/shared/yieldToBrowser';

/** Imports a module file of the built app by its address (the browser's own `import()`). */
const importFile = (file: string): Promise<unknown> => import(/* @vite-ignore */ file);

/**
 * Evaluates the page's own module files (the document's list, each after the files it imports) one
 * to a task, before the page's route module and component are loaded for hydrating. Imported by
 * the route module, they were evaluated together, in one task: the schemas the page's calls are
 * checked with, its machines, its components' styles, 6-13 ms of CPU on a fast computer for the
 * list and product pages, where a task over 12.5 ms counts as blocking on a phone four times
 * slower. A file that fails to load is left to the page's own import of it, which reports the
 * failure as it would without this step; the next file is tried all the same.
 */
export async function evaluatePageModules(
  files: readonly string[],
  load: (file: string) => Promise<unknown> = importFile,
  nextTask: () => Promise<void> = yieldToBrowser,
): Promise<void> {
  for (const file of files) {
    try {
      await load(file);
    } catch {
      // The page's own import reports it.
    }
    await nextTask();
  }
}
