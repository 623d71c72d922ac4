import { Component, type ComponentChildren } from 'preact';

export interface ErrorBoundaryProps {
  /** What to show instead of the failed children; `reset` tries them again. */
  fallback: (error: unknown, reset: () => void) => ComponentChildren;
  /** A change of this value (e.g. the route path) clears the error. */
  resetKey?: string;
  onError?: (error: unknown) => void;
  children: ComponentChildren;
}

/** Catches render errors below it and shows `fallback` instead. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  // Set in the constructor, not as class fields: fields cost a helper chunk at the es2020 target.
  constructor(props: ErrorBoundaryProps) {
    super(props);
    this.state = { error: null };
    this.reset = this.reset.bind(this);
  }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  reset() {
    this.setState({ error: null });
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
