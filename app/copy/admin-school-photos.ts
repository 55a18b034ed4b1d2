// The words of the carousel editor in the Edit School dialog (issue 28), in a module of their own:
// they load with the editor's chunk only.

/** The carousel editor of the dialog: one row per photo. */
export const SCHOOL_PHOTO_COPY = {
  hint: "The photos after the header picture at the top of the school's page, in this order. Add from your computer or the media library; drag a photo by its handle, or use Move up and Move down, to change the order.",
  noun: "photo",
  item: (position: number) => `Photo ${position}`,
  picture: (position: number) => `Photo ${position}: picture`,
  title: (position: number) => `Photo ${position} title`,
  description: (position: number) => `Photo ${position} description`,
  add: "Add a photo",
  empty: "No carousel photos yet: the page shows the header picture alone.",
  remove: (position: number) => `Remove photo ${position}`,
  moveUp: (position: number) => `Move photo ${position} up`,
  moveDown: (position: number) => `Move photo ${position} down`,
  added: (position: number) => `Photo ${position} added.`,
  removed: (position: number) => `Photo ${position} removed.`,
  moved: (from: number, to: number) => `Photo ${from} is now photo ${to}.`,
} as const;
