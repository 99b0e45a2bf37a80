import { resourcesFromModules, type LocaleResources } from '../resourceModules';

/** Every th_TH namespace, as one module: the browser loads it on demand (one chunk per locale). */
const modules = import.meta.glob<unknown>('../locales/th_TH/*.json', { eager: true, import: 'default' });

export const resources: LocaleResources = resourcesFromModules(
  Object.fromEntries(Object.entries(modules).map(([path, content]) => [path.replace(/^\.\.\//, './'), content])),
).resources.th_TH;
