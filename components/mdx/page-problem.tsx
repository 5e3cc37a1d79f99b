/**
 * In place of a page's text under `npm run dev` when the content stage could not compile it: the
 * problems, each naming its file and line, until the save that mends them. Drawn like the error
 * boundary's box (components/layout/error-fallback.tsx), with its styles.
 */
export function PageProblem({ problem }: { problem: string }) {
  return (
    <div className="page-load-error" role="alert">
      <p className="page-load-error-title">This page did not compile. Fix the problems below, then save.</p>
      <ul className="page-crash-messages">
        <li>
          <code>{problem}</code>
        </li>
      </ul>
    </div>
  );
}
