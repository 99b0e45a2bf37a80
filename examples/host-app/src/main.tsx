// #region browser
import 'beauty-storefront/fonts'; // the package's fonts (Noto Sans Thai and Noto Sans SC), once
import { hydrateStorefront } from 'beauty-storefront/pages';
import { browserBackendUrl } from './backend';
import { hostRoutes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no <div id="root"></div>');
// Reads the page's boot data (language, translations, session), readies the page's code, then
// hydrates the server's HTML with the router's inlined data: no loader runs again.
await hydrateStorefront(container, {
  routes: hostRoutes, // the same table as the server's
  backendUrl: browserBackendUrl, // '' by default: the calls go to this origin, which forwards them
});
// #endregion browser
