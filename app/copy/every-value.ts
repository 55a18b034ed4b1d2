/**
 * Checks at compile time that a list names every member of a union, so that the lists here stay
 * in step with the database's enumerations in app/server/db/schema.ts.
 */
export function everyValueOf<Union extends string>() {
  return <const List extends readonly Union[]>(
    list: List & ([Union] extends [List[number]] ? unknown : "the list is missing a value"),
  ): List => list;
}
