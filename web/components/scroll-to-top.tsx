/**
 * A new screen opens at its top; back and forward leave the scroll to the browser, which
 * puts the visitor back where they were. Changing only the query (a tab, a filter) keeps the
 * place. (What the data router's ScrollRestoration did; see routes.tsx for why we do without.)
 */
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
