import { resourcesFromModules, type LocaleResources } from '../resourceModules';

/** Every en_US namespace, as one module: the browser loads it on demand (one chunk per locale). */
const modules = import.meta.glob<unknown>('../locales/en_US/*.json', { eager: true, import: 'default' });

export const resources: LocaleResources = resourcesFromModules(
  Object.fromEntries(Object.entries(modules).map(([path, content]) => [path.replace(/^\.\.\//, './'), content])),
).resources.en_US;
