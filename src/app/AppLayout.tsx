import { Outlet } from 'react-router';

/** The shell every page lives in; the shared layout's dialogs and buttons arrive with the router issue. */
export function AppLayout() {
  return <Outlet />;
}
