import { Component, type ReactNode } from 'react';

/** Renders `fallback` when the full shell itself fails to render in the browser (e.g. on the error page). */
export class ShellBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
