import { isRouteErrorResponse } from 'react-router';

/** What the error page shows of a route error: a status and the message to consider for a toast. */
export function describeRouteError(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const fromData =
      typeof data === 'string' ? data : typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string' ? (data as { message: string }).message : '';
    return { status: error.status, message: fromData || error.statusText };
  }
  if (error instanceof Error) return { status: 500, message: error.message };
  if (typeof error === 'string') return { status: 500, message: error };
  return { status: 500, message: '' };
}
