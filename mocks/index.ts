/** The `beauty-storefront/mocks` subpath: the embedded mock backend. Handlers arrive with the request layer. */
export {};
