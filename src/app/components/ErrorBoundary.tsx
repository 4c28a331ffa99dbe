import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

/** What the user can do when a part of the window failed to draw. */
export interface RecoverActions {
  /** Undo the last change (shown when there is one). */
  undo?: () => void;
  /** Save the document (the scenario is kept in the store, untouched by the failure). */
  save: () => void;
  /** Text for a bug report: what failed, where, and the scenario. */
  report: (error: Error, componentStack: string) => string;
}

interface Props {
  children: ReactNode;
  /** The part of the window, for the message ("the results"). */
  what: string;
  actions: RecoverActions;
  /** A new value (e.g. another scenario) clears the failure and draws again. */
  resetKey: unknown;
}

interface State {
  error: Error | null;
  componentStack: string;
  resetKey: unknown;
  copied: boolean;
}

/**
 * Catches a render failure in its children and shows what happened instead of a blank window
 * (React unmounts the whole root on an uncaught error). The document lives in the store, so it
 * survives: the user can undo, save it, copy a report, or try again; a new scenario resets it.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, componentStack: '', resetKey: undefined, copied: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)), copied: false };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { resetKey: props.resetKey, error: null, componentStack: '' };
  }

  override componentDidCatch(_error: Error, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? '' });
  }

  private readonly retry = (): void => this.setState({ error: null, componentStack: '' });

  private readonly copyReport = (): void => {
    const { error, componentStack } = this.state;
    if (!error) return;
    const text = this.props.actions.report(error, componentStack);
    void navigator.clipboard
      ?.writeText(text)
      .then(() => this.setState({ copied: true }))
      .catch(() => this.setState({ copied: false }));
  };

  override render(): ReactNode {
    const { error, copied } = this.state;
    if (!error) return this.props.children;
    const { undo, save } = this.props.actions;
    return (
      <div className="crash" role="alert" aria-label={`${this.props.what} failed`}>
        <p>
          <strong>InnoSizer could not show {this.props.what}.</strong> Your scenario is kept: undo
          the last change, save it, or try again.
        </p>
        <p className="crash-message">{error.message}</p>
        <div className="crash-actions">
          <button type="button" className="small" onClick={this.retry}>
            Try again
          </button>
          {undo ? (
            <button
              type="button"
              className="small"
              onClick={() => {
                undo();
                this.retry();
              }}
            >
              Undo last change
            </button>
          ) : null}
          <button type="button" className="small" onClick={save}>
            Save scenario…
          </button>
          <button type="button" className="small" onClick={this.copyReport}>
            {copied ? 'Report copied' : 'Copy error report'}
          </button>
        </div>
      </div>
    );
  }
}
