/** First focusable element on every page: jumps past the navbar and sidebar to the page's main content. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      Skip to main content
    </a>
  );
}
