import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../machines/chunkReload';
import { ErrorPage } from '../pages/errors/ErrorPage/ErrorPage';
import { NotFound } from '../pages/errors/NotFound/NotFound';
import { isNotFoundData } from '../pages/errors/NotFound/notFoundResponse';
import { ChunkReloadNotice } from '../pages/flows/chunkReload/ChunkReloadNotice';
import { describeRouteError } from './rules/describeError';
import { isStatusCodeText } from './rules/statusText';
import { useStorefrontApp } from './StorefrontAppContext';

/**
 * The error element of the table (spec §8): 404 (no route, or parameters that fail validation)
 * shows the not-found page with the recommendations the response carries; a failed chunk load
 * goes to the chunkReload flow (reload at most once per 60 s); anything else shows the error page, with a toast when the message is
 * not a status-code text (500 "Unknown middleware" toasts "Unknown middleware").
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { touristHomePath } = useStorefrontApp();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const body: unknown = error.data;
    return <NotFound recommendations={isNotFoundData(body) ? body.recommendations : []} touristHomePath={touristHomePath} />;
  }
  if (isChunkLoadError(error)) return <ChunkReloadNotice />;
  const { status, message } = describeRouteError(error);
  return <ErrorPage status={status} {...(isStatusCodeText(message) ? {} : { toastMessage: message })} />;
}
