import { allEndpoints } from '../src/api/endpoints/registry';
import { areaMocks } from './handlers';

export interface EndpointCount {
  readonly defined: number;
  readonly mocked: number;
  /** Defined but without a mock. */
  readonly unmocked: readonly string[];
  /** Mocked but not defined. */
  readonly unknown: readonly string[];
}

/** Endpoints defined in the api registry versus endpoints the mock backend answers. */
export function countEndpoints(): EndpointCount {
  const defined = new Set(allEndpoints.map((endpoint) => endpoint.meta.name));
  const mocked = new Set(
    Object.entries(areaMocks).flatMap(([area, mocks]) =>
      Object.keys(mocks).filter((name) => allEndpoints.some((endpoint) => endpoint.meta.name === name && endpoint.meta.area === area)),
    ),
  );
  const allMockNames = Object.values(areaMocks).flatMap((mocks) => Object.keys(mocks));
  return {
    defined: defined.size,
    mocked: mocked.size,
    unmocked: [...defined].filter((name) => !mocked.has(name)),
    unknown: allMockNames.filter((name) => !defined.has(name)),
  };
}
