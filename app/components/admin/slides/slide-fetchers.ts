/** The fetchers of the rows' buttons, shared so one move or delete runs at a time and its toast outlives the row. */
export const MOVE_FETCHER_KEY = "slide-order";
export const DELETE_FETCHER_KEY = "slide-delete";
export const REORDER_FETCHER_KEY = "slide-reorder";
