// The fonts every page paints with: their stylesheet stays in the document's head.
import '../theme/fontsThai';
import { yieldToBrowser } from '../machines/shared/yieldToBrowser';

// The browser entry of the built and the dev app. Its modules arrive together (the document
// preloads every stage) but are evaluated in two stages, each in a task of its own: the libraries
// (React, styled-components, the router, i18next), then the app, whose start (boot/startStorefront)
// hydrates the server's page or renders it. Evaluated all at once, they were one task of 150-200 ms
// on Lighthouse's phone, in which a tap waited.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

await import('./boot/libraries');
await yieldToBrowser();
const { startStorefront } = await import('./boot/startStorefront');
await yieldToBrowser();
await startStorefront(container);
