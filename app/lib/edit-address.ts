// An admin screen's address that opens one item's edit dialog (issue 28: a media file's "Used in"
// links lead to where that use is changed): `/admin/events?edit=<id>`.

export const EDIT_PARAM = "edit";

export function editAddress(path: string, id: string): string {
  return `${path}?${new URLSearchParams({ [EDIT_PARAM]: id })}`;
}
