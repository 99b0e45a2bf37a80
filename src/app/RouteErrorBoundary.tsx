import { Suspense } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../machines/chunkReload/chunkLoadError';
import { ChunkReloadOnDemand } from '../pages/flows/chunkReload/ChunkReloadOnDemand';
import { LazyRouteErrorView } from './lazyErrorPages';
import { useStorefrontApp } from './StorefrontAppContext';

/**
 * The error element of the table (spec §8): a failed chunk load goes to the chunkReload flow (reload
 * at most once per 60 s); anything else shows RouteErrorView (the not-found page for a 404, the
 * error page otherwise), which loads the first time it shows (lazyErrorPages.ts).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { touristHomePath } = useStorefrontApp();
  if (isChunkLoadError(error)) return <ChunkReloadOnDemand />;
  return (
    <Suspense fallback={null}>
      <LazyRouteErrorView error={error} touristHomePath={touristHomePath} />
    </Suspense>
  );
}
