import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import ErrorPage from '../pages/error-page.tsx';
import { RouteLoading } from '../components/layout/page-loading.tsx';

interface BoundaryProps {
  /** A new value (the next navigation) clears the error, so the next page gets its chance. */
  resetKey: string;
  children: ReactNode;
}
type BoundaryState =
  { resetKey: string; failed: false } | { resetKey: string; failed: true; error: unknown };

/** Catches what a route throws while rendering (a failed chunk, a bug) and shows the error page. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failed: false };
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** The error page in place of `children` when they fail; cleared by the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary resetKey={key}>{children}</ErrorBoundary>;
}

/** A layout route that shows the error page in place of its child routes when they fail. */
export function RouteErrors() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/** A route element whose code loads on demand: the loading bar and spinner until it arrives. */
export function Loaded({ children }: { children: ReactNode }) {
  return <Suspense fallback={<RouteLoading />}>{children}</Suspense>;
}
