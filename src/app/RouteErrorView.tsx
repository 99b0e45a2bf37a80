import { isRouteErrorResponse } from 'react-router';
import { ErrorPage } from '../pages/errors/ErrorPage/ErrorPage';
import { NotFound } from '../pages/errors/NotFound/NotFound';
import { isNotFoundData } from '../pages/shared/notFound/notFoundResponse';
import { describeRouteError } from './rules/describeError';
import { isStatusCodeText } from './rules/statusText';

export interface RouteErrorViewProps {
  /** What the route threw (not a failed chunk load: RouteErrorBoundary handles those). */
  readonly error: unknown;
  readonly touristHomePath: string;
}

/**
 * spec §8: 404 (no route, or parameters that fail validation) shows the not-found page with the
 * recommendations the response carries; anything else shows the error page, with a toast when the
 * message is not a status-code text (500 "Unknown middleware" toasts "Unknown middleware").
 */
export function RouteErrorView({ error, touristHomePath }: RouteErrorViewProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const body: unknown = error.data;
    return <NotFound recommendations={isNotFoundData(body) ? body.recommendations : []} touristHomePath={touristHomePath} />;
  }
  const { status, message } = describeRouteError(error);
  return <ErrorPage status={status} {...(isStatusCodeText(message) ? {} : { toastMessage: message })} />;
}
