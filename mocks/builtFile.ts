import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';

/**
 * Whether an address names a file of the built app (served as is) rather than a page. A malformed
 * escape (`/m/brand/%E0%A4%A`) names no file: the page handler answers it with its not-found page.
 */
export function isBuiltFile(appDir: string, pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const path = normalize(join(appDir, decoded));
  return path.startsWith(appDir) && path !== appDir && existsSync(path) && statSync(path).isFile();
}
