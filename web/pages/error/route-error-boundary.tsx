/**
 * Catches what a screen throws while rendering (a chunk that failed to load, a bug) and shows
 * the error page in its place. Moving to another address clears it, so the rest of the app
 * stays usable. (The data router's `errorElement` did this; the declarative router we use to
 * keep the first bundle small has no such thing: see routes.tsx.)
 */
import { Component } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './route-error-page';

interface BoundaryProps {
  /** The address: a new one clears the error. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failedAt: string | null;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (state.error === null) return { failedAt: props.locationKey };
    if (state.failedAt !== props.locationKey) return { error: null, failedAt: props.locationKey };
    return null;
  }

  override render() {
    if (this.state.error !== null) return <RouteErrorPage error={this.state.error} />;
    return this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <ErrorBoundary locationKey={`${pathname}${search}`}>{children}</ErrorBoundary>;
}
