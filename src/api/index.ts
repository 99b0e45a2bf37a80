/** The `beauty-storefront/api` subpath. Its modules arrive with the issues that build them. */
export {};
