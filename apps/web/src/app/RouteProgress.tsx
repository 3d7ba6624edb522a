import { useNavigation } from 'react-router-dom';
import './route-progress.css';

/** The thin bar at the top while a route's code or page data loads. */
export function RouteProgress() {
  const busy = useNavigation().state !== 'idle';
  return <div className={busy ? 'route-progress route-progress--busy' : 'route-progress'} role="progressbar" aria-hidden={!busy} data-testid="route-progress" />;
}
