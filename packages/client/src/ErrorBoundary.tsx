import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate, type SiteData, type UiStringKey } from '@laguna-docs/shared';

interface ErrorBoundaryProps {
  site: SiteData;
  /** Changes when the page changes, so a crash on one page does not stick to the next. */
  resetKey: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey: string;
}

/** Catches a crash while rendering a page and offers to try again (spec §8). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('laguna-docs: the page crashed while rendering.', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const { site } = this.props;
    const t = (key: UiStringKey) => translate(site.strings, site.locale.code, key);
    return (
      <main id="main" className="laguna-crash" role="alert">
        <h1>{t('error.crashed')}</h1>
        <p className="laguna-crash-message">{this.state.error.message}</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          {t('error.tryAgain')}
        </button>
      </main>
    );
  }
}
