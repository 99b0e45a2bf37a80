import { DEFAULT_NAMESPACE } from '../i18n/defaults';
import type { LocaleResources } from '../i18n/resources';

/** Inlined in every document: the default namespace and the shell's own (`app`: layout, errors, the site's name). */
export const ALWAYS_INLINED: readonly string[] = [DEFAULT_NAMESPACE, 'app'];

/** The namespaces of a locale that a document inlines: those its render read (all when unknown), and ALWAYS_INLINED. */
export function inlinedResources(all: LocaleResources, used: ReadonlySet<string> | null): LocaleResources {
  if (used === null) return all;
  const kept: Record<string, LocaleResources[string]> = {};
  for (const namespace of Object.keys(all)) {
    const tree = all[namespace];
    if (tree && (used.has(namespace) || ALWAYS_INLINED.includes(namespace))) kept[namespace] = tree;
  }
  return kept;
}
