import type { RouteObject } from 'react-router';
import { NotFound } from '../pages/errors/NotFound/NotFound';
import { AppLayout } from './AppLayout';

/** The app's route table: every page sits under /m (spec §2). */
export const appRoutes: RouteObject[] = [
  {
    path: '/m',
    element: <AppLayout />,
    children: [{ path: '*', element: <NotFound /> }],
  },
  { path: '*', element: <NotFound /> },
];
