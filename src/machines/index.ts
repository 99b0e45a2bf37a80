/** The `beauty-storefront/machines` subpath. Its modules arrive with the issues that build them. */
export {};
