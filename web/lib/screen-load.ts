import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from './auth/session';

/**
 * A screen being opened by a page load (routes.tsx, `preloadScreen`): its chunks start loading
 * at once, and a screen's module may export `prefetch(load)` to start its first reads as soon
 * as its chunk is in. Signed-in reads are keyed by the viewer, so they wait for the session
 * read, but no longer for the frame and the page to load and render first.
 */
export interface ScreenLoad {
  /** What the browser's signed-in hint says, before the session read has answered. */
  signedIn: boolean;
  queryClient: QueryClient;
  /** The signed-in user once the session read has answered; null for a visitor. */
  viewer: Promise<CurrentUser | null>;
  /** The route's parameters (`/storefront/:userId` gives `userId`). */
  params: Readonly<Partial<Record<string, string>>>;
}

export type Prefetch = (load: ScreenLoad) => void;

/** Runs `start` with the viewer's id (null for a visitor) once the session read has answered. */
export function whenViewerKnown(load: ScreenLoad, start: (viewerId: number | null) => void): void {
  void load.viewer.then((user) => start(user?.id ?? null));
}

/** Runs `start` with the viewer's id once the session read says someone is signed in. */
export function whenSignedIn(load: ScreenLoad, start: (viewerId: number) => void): void {
  whenViewerKnown(load, (viewerId) => {
    if (viewerId !== null) start(viewerId);
  });
}
