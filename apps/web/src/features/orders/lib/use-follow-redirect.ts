import { useNavigate } from 'react-router';
import { redirectTarget } from './order-rules';

/** Sends the browser on: the gateway's page as a full navigation, the app's own pages through the router. */
export function useFollowRedirect() {
  const navigate = useNavigate();
  return (url: string) => {
    const target = redirectTarget(url, window.location.origin);
    if (target.internal) navigate(target.to);
    else window.location.assign(target.to);
  };
}
