import { useNavigate } from 'react-router';

/**
 * The landing page's Get Started (spec part 1, section 2): first probe whether the browser
 * lets us open a popup, and go to /auth/redirect when it does not. Backline signs in in the
 * same tab, so an allowed popup leads there too; the probe window is closed at once. Get
 * Started is for newcomers, so it opens "Create account", not "Sign in".
 */
export function probePopupAllowed(): boolean {
  try {
    const probe = window.open(
      '',
      'backline-popup-probe',
      'popup,width=1,height=1,left=-1000,top=-1000',
    );
    if (!probe) return false;
    probe.close();
    return true;
  } catch {
    return false;
  }
}

export const SIGN_UP_PATH = '/auth/redirect?mode=sign-up';

export function useGetStarted(): () => void {
  const navigate = useNavigate();
  return () => {
    if (!probePopupAllowed()) {
      navigate(SIGN_UP_PATH);
      return;
    }
    // Allowed: there is no popup sign-in, so this tab goes to sign-up as well.
    navigate(SIGN_UP_PATH);
  };
}
