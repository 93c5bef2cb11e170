import { useAppName } from '../lib/api/settings.api';

/** The document title: the page's name, then the app's name from the admin settings. */
export function PageTitle({ children }: { children?: string }) {
  const appName = useAppName();
  return <title>{children ? `${children} · ${appName}` : appName}</title>;
}
