import { useLocation, useNavigate } from 'react-router';
import { useAuth } from './auth/auth-context';
import { rememberReturnTo, signInPath } from './return-to';

/**
 * Subscribing and buying need a signed-in user (spec part 1, section 5). Returns a check
 * that, for a visitor, remembers this page and sends them to sign in (returning
 * false); for a signed-in user it returns true and the action goes on.
 */
export function useSignInFirst(): () => boolean {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    if (user) return true;
    rememberReturnTo(pathname);
    navigate(signInPath(pathname));
    return false;
  };
}
