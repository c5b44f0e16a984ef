/** The agenda's ids after moving the point at `from` to `to`; the same ids when either is out of range. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** `items` in the order of `ids`; items the ids leave out keep their place after them. */
export function inOrder<Item extends { id: string }>(items: readonly Item[], ids: readonly string[]): Item[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const named = new Set(ids);
  return [...ordered, ...items.filter((item) => !named.has(item.id))];
}
