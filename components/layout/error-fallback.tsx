import { errorMessages, isPageLoadError } from '@/browser/page-load-error';

export interface ErrorFallbackProps {
  error: unknown;
  /** Refetches the page's route and renders it again. */
  retry: () => void;
}

/**
 * What an error boundary shows: a page whose code failed to load gets a
 * red box with the error and a Retry button; a page that crashed while rendering gets
 * 'This page crashed.' with the error messages and a 'Try again' button.
 */
export function ErrorFallback({ error, retry }: ErrorFallbackProps) {
  const messages = errorMessages(error);
  if (isPageLoadError(error)) {
    return (
      <main id="main-content" className="standalone-page" tabIndex={-1}>
        <div className="page-load-error" role="alert">
          <p className="page-load-error-title">This page failed to load.</p>
          <p className="page-load-error-text">{messages.join(' — ')}</p>
          {/* The bundler remembers a chunk that failed, so only a fresh page load tries it again. */}
          <button type="button" className="error-button" onClick={() => window.location.reload()}>
            Retry
          </button>
        </div>
      </main>
    );
  }
  return (
    <main id="main-content" className="standalone-page page-crash" tabIndex={-1}>
      <h1>This page crashed.</h1>
      <div role="alert">
        <ul className="page-crash-messages">
          {messages.map((message, i) => (
            <li key={i}>
              <code>{message}</code>
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="error-button" onClick={retry}>
        Try again
      </button>
    </main>
  );
}
