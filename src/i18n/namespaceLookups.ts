import type { i18n } from 'i18next';

/**
 * i18next's resource store as it is at run time: its translator reads every translation through
 * `getResource(language, namespace, key, options)`, which the published type does not list.
 */
interface LookupStore {
  getResource?: (language: string, namespace: string, ...rest: unknown[]) => unknown;
}

/**
 * Records the namespaces an instance reads translations from (every lookup of `t`, whatever named
 * the namespace: useTranslation, `ns:` in the key, or the `ns` option). The server renders a page
 * with it, then inlines only those namespaces for the browser's hydration: the first render in the
 * browser reads exactly what the server's did. Should a later i18next read its store another way,
 * `used` answers null (nothing recorded: the caller inlines every namespace).
 */
export function recordNamespaceLookups(instance: i18n): { readonly used: () => ReadonlySet<string> | null } {
  const used = new Set<string>();
  const store = instance.services.resourceStore as unknown as LookupStore;
  const lookup = store.getResource?.bind(store);
  if (!lookup) return { used: () => null };
  store.getResource = (language, namespace, ...rest) => {
    // A key read; asking whether a namespace is there (`hasResourceBundle`) names no key.
    if (rest[0] !== undefined) used.add(namespace);
    return lookup(language, namespace, ...rest);
  };
  return { used: () => used };
}
