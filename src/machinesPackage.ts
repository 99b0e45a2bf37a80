/**
 * The `beauty-storefront/machines` subpath: the flows as pure xstate machines (effects are named
 * actors filled in with `.provide()`; `create…Actors(client)` builds the real ones), the tracking
 * machines (src/tracking, which builds on the machines' shared helpers), and the failure helpers
 * flows share. The wired screens live with the pages.
 */
export * from './machines';
export * from './tracking';
