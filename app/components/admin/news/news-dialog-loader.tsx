// Loads the Add/Edit News Article dialog when used (components/admin/lazy-dialog.tsx): not needed to draw the list.
import { lazyDialog } from "~/components/admin/lazy-dialog";
import { ADD_ARTICLE_TITLE, EDIT_ARTICLE_TITLE } from "~/copy/admin-news";

export type { NewsDialogState } from "./news-form-dialog";

export const NewsFormDialog = lazyDialog({
  // The editor's chunk comes at idle right after (news-form-dialog.tsx says why it must not be late).
  load: () =>
    import("./news-form-dialog").then((chunk) => {
      chunk.prefetchArticleParts();
      return chunk.NewsFormDialog;
    }),
  isOpen: ({ state }) => state !== null,
  frame: ({ state }) => ({
    title: state?.mode === "edit" ? EDIT_ARTICLE_TITLE : ADD_ARTICLE_TITLE,
    className: "max-w-4xl",
  }),
});
