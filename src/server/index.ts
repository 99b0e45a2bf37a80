/**
 * The `beauty-storefront/server` subpath: server rendering of the route table for a host's server
 * (any runtime with web-standard Request and Response).
 */
export { createStorefrontHandler } from './createStorefrontHandler';
export type { StorefrontRequestHandler, StorefrontServerOptions } from './createStorefrontHandler';
export { parseDocumentTemplate } from './documentHtml';
export { readPageModulePreloads } from './pagePreloads';
export type { PageModulePreloads } from './pagePreloads';
export type { HeadLink } from '../app/headTags';
