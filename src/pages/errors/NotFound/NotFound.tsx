import { useNavigate } from 'react-router';
import { NotFoundView } from './NotFoundView';

/** The not-found route: any address under /m that no page serves. */
export function NotFound() {
  const navigate = useNavigate();
  return <NotFoundView onReturnHome={() => navigate('/m')} />;
}
