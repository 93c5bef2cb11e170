import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

export type LazyComponent<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the module now, ahead of the first render (routes.tsx, `preloadScreen`). */
  preload: () => Promise<unknown>;
};

/**
 * A component of a module loaded on first render, so the chunk that renders it does not carry
 * it: `lazyNamed(() => import('./report-post-dialog'), 'ReportPostDialog')`. React's `lazy`
 * takes a default export only; our modules export by name.
 */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyComponent<Props> {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
}
