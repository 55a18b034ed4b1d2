// How many times an admin error page was drawn. A page form whose post ends on an error page (the
// network failed, the server broke) did not save: its draft must stay, though the form is gone.
// Apart from unsaved-guard.tsx so that the admin shell, which counts the error pages, does not
// bring the guard's Discard changes dialog to every screen.
let errorPagesDrawn = 0;

/** Called as the admin's error page is drawn (app/routes/admin/layout.tsx). */
export function noteErrorPage() {
  errorPagesDrawn++;
}

/** A mark to compare later: has an error page been drawn since? */
export function errorPageMark() {
  const mark = errorPagesDrawn;
  return { errorSince: () => errorPagesDrawn !== mark };
}
