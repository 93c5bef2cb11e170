import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Prefetch, ScreenLoad } from './screen-load';

export type LazyComponent<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /**
   * Starts loading the module now, ahead of the first render (routes.tsx, `preloadScreen`),
   * and, for a screen being opened, the reads its `prefetch` starts.
   */
  preload: (load?: ScreenLoad) => Promise<unknown>;
};

/** The props of a component type; `never` for anything else. */
type PropsOf<Component> =
  Component extends ComponentType<infer Props extends object> ? Props : never;

/**
 * A component of a module loaded on first render, so the chunk that renders it does not carry
 * it: `lazyNamed(() => import('./report-post-dialog'), 'ReportPostDialog')`. React's `lazy`
 * takes a default export only; our modules export by name. A screen's module may also export
 * a `prefetch` (lib/screen-load.ts).
 */
export function lazyNamed<
  Module extends Record<Name, ComponentType<PropsOf<Module[Name]>>> & { prefetch?: Prefetch },
  Name extends string,
>(load: () => Promise<Module>, name: Name): LazyComponent<PropsOf<Module[Name]>> {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    {
      preload: async (screen?: ScreenLoad) => {
        const module = await load();
        if (screen) module.prefetch?.(screen);
        return module;
      },
    },
  );
}
