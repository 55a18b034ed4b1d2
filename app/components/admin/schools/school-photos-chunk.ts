// The carousel editor's chunk: the school form draws it with React.lazy, the cards prefetch it at idle.
export const loadSchoolPhotos = () => import("./school-photos");
