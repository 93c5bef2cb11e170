import { useCallback, useState } from 'react';

const PREFIX = 'backline:dismissed:';

function readDismissed(key: string): boolean {
  try {
    return window.sessionStorage.getItem(PREFIX + key) === '1';
  } catch {
    return false;
  }
}

/** A banner the user closed stays closed until the browser tab's session ends. */
export function useSessionDismissal(key: string): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => readDismissed(key));
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(PREFIX + key, '1');
    } catch {
      // Storage can be off (private mode); the banner still hides for this page view.
    }
  }, [key]);
  return [dismissed, dismiss];
}
