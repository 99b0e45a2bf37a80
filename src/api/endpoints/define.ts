import type { z } from 'zod';
import type { ApiClient, CallOptions } from '../client/createClient';
import type { Params } from '../client/params';
import type { ApiArea, EndpointMeta, HttpMethod, Transport } from './endpointMeta';
import type { ApiResult } from '../client/result';

export { API_AREAS } from './endpointMeta';
export type { ApiArea, EndpointMeta, HttpMethod, Transport } from './endpointMeta';

/** An endpoint: a function of (client, payload, options) carrying its metadata and schema. */
export interface Endpoint<P extends Params, S extends z.ZodType, N extends string = string> {
  (client: ApiClient, params: P, options?: CallOptions): Promise<ApiResult<z.output<S>>>;
  readonly meta: EndpointMeta & { readonly name: N };
  readonly schema: S;
}

/** Any endpoint, for registries and tests. */
export interface AnyEndpoint {
  readonly meta: EndpointMeta;
  readonly schema: z.ZodType;
  (client: ApiClient, params: never, options?: CallOptions): Promise<ApiResult<unknown>>;
}

/**
 * Defines an endpoint. The payload type comes first and explicitly; the response type follows
 * from the schema: `defineEndpoint<{ sign: string }>()(meta, brandInfoResponseSchema)`.
 */
export function defineEndpoint<P extends Params = Record<string, never>>() {
  return <S extends z.ZodType, N extends string>(meta: EndpointMeta & { readonly name: N }, schema: S): Endpoint<P, S, N> => {
    const call = (client: ApiClient, params: P, options?: CallOptions) => client.send(meta, schema, params, options);
    return Object.assign(call, { meta, schema });
  };
}

type Extra = Pick<EndpointMeta, 'fixedParams' | 'chosen'>;

/**
 * A shorter form for one area's file:
 * `const ep = endpointsOf('cart'); export const cartDelete = ep<{ cart_ids: string[] }>()('cartDelete', 'legacy', 'POST', path, schema)`.
 */
export function endpointsOf(area: ApiArea) {
  return <P extends Params = Record<string, never>>() =>
    <S extends z.ZodType, N extends string>(
      name: N,
      transport: Transport,
      method: HttpMethod,
      path: string,
      schema: S,
      extra?: Extra,
    ): Endpoint<P, S, N> =>
      defineEndpoint<P>()({ name, area, transport, method, path, ...extra }, schema);
}

/** The reason recorded for a path spec §7 does not show. */
export const PATH_NOT_SHOWN = 'path not shown in spec §7';
/** The reason recorded for a payload spec §7 does not show. */
export const PAYLOAD_NOT_SHOWN = 'payload not shown in spec §7';
/** Both. */
export const NOT_SHOWN = 'path and payload not shown in spec §7';
