import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

/** react-router's hydration data, as the browser router reads it from `window.__staticRouterHydrationData`. */
export interface HydrationData {
  readonly loaderData: StaticHandlerContext['loaderData'];
  readonly actionData: StaticHandlerContext['actionData'];
  readonly errors: Record<string, unknown> | null;
}

/** Route errors in the form the browser router revives (error responses and Error objects marked by type). */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) serialized[routeId] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error)
      serialized[routeId] = { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) };
    else serialized[routeId] = error;
  }
  return serialized;
}

/** What the browser router needs to start where the server rendered, without running the loaders again. */
export function hydrationDataOf(context: StaticHandlerContext): HydrationData {
  return { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) };
}
