/**
 * The item at `index` of a list a test relies on (sample content, query rows), or an error that says which
 * one is missing: a clear failure instead of "cannot read properties of undefined".
 */
export function itemAt<T>(list: readonly T[], index: number, what = "list"): T {
  const item = list.at(index);
  if (item === undefined) throw new Error(`The test expects an item at index ${index} of the ${what} (it has ${list.length})`);
  return item;
}
