/** The `beauty-storefront/pages` subpath. Its modules arrive with the issues that build them. */
export {};
