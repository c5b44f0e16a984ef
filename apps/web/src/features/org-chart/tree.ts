import type { OrgChartNode } from '@topgear/shared/people';

/**
 * The org chart's tree, built in the browser from the API's flat list (every active person once,
 * alphabetically, with their manager's id), and the tree view's rules: who shows, where the keys
 * lead, what a search finds. Each step is linear in the people it touches, and only open branches
 * are walked, so a company of thousands builds and moves without a pause.
 */

export interface OrgTree {
  /** Everyone, by id. */
  people: ReadonlyMap<string, OrgChartNode>;
  /**
   * The people nobody manages: those with reports first, so that the heads of the organisation
   * lead and the people not placed yet follow; each part alphabetically.
   */
  roots: readonly OrgChartNode[];
  /** Each manager's direct reports, alphabetically (the API's order). */
  reportsOf: ReadonlyMap<string, readonly OrgChartNode[]>;
  /** Where each person is among their manager's reports, or among the roots. */
  placeOf: ReadonlyMap<string, number>;
  /** Each person with their name and title in lower case, alphabetically, for the search. */
  searchable: readonly { person: OrgChartNode; text: string }[];
}

/**
 * A branch is the people of one level under one manager; its key is the manager's id, or `TOP`
 * for the roots.
 */
export const TOP = '';

/**
 * How many people of a branch show before its 'Show more' item: a company whose people have no
 * manager yet would otherwise draw thousands at once.
 */
export const SHOWN_AT_ONCE = 100;

const NO_REPORTS: readonly OrgChartNode[] = [];

/** The tree of `people` in one pass; someone whose manager is not in the list is at the top. */
export function buildOrgTree(people: readonly OrgChartNode[]): OrgTree {
  const byId = new Map(people.map((person) => [person.id, person]));
  const heads: OrgChartNode[] = [];
  const unplaced: OrgChartNode[] = [];
  const reportsOf = new Map<string, OrgChartNode[]>();
  const placeOf = new Map<string, number>();
  for (const person of people) {
    const managerId = person.managerId;
    if (managerId === null || !byId.has(managerId)) {
      (person.reportCount > 0 ? heads : unplaced).push(person);
      continue;
    }
    const reports = reportsOf.get(managerId);
    placeOf.set(person.id, reports?.length ?? 0);
    if (reports) reports.push(person);
    else reportsOf.set(managerId, [person]);
  }
  const roots = [...heads, ...unplaced];
  roots.forEach((root, index) => placeOf.set(root.id, index));
  const searchable = people.map((person) => ({
    person,
    text: `${person.name} ${person.jobTitle ?? ''}`.toLowerCase(),
  }));
  return { people: byId, roots, reportsOf, placeOf, searchable };
}

export const reportsOf = (tree: OrgTree, id: string) => tree.reportsOf.get(id) ?? NO_REPORTS;

/** The people of a branch, in order. */
export const branchPeople = (tree: OrgTree, branch: string) => (branch === TOP ? tree.roots : reportsOf(tree, branch));

/** The person's manager in the tree; undefined at the top. */
export function managerOf(tree: OrgTree, id: string): string | undefined {
  const managerId = tree.people.get(id)?.managerId;
  return managerId && tree.people.has(managerId) ? managerId : undefined;
}

/** The person's managers up the chain, the top one first; empty at the top or for an unknown id. */
export function chainAbove(tree: OrgTree, id: string): string[] {
  const chain: string[] = [];
  for (let manager = managerOf(tree, id); manager !== undefined; manager = managerOf(tree, manager)) {
    chain.push(manager);
  }
  return chain.reverse();
}

/** What the reader has opened: whose reports show, and how many of a long branch. */
export interface ChartView {
  expanded: ReadonlySet<string>;
  /** By branch, when more than `SHOWN_AT_ONCE` of it show. */
  shown: ReadonlyMap<string, number>;
}

export const shownOf = (view: ChartView, branch: string) => view.shown.get(branch) ?? SHOWN_AT_ONCE;

/** `view` with the path to `id` open: their managers expanded, and each of them and `id` shown in their branch. */
export function revealed(tree: OrgTree, view: ChartView, id: string): ChartView {
  if (!tree.people.has(id)) return view;
  const chain = chainAbove(tree, id);
  const closed = chain.filter((manager) => !view.expanded.has(manager));
  const hidden = [...chain, id].filter(
    (person) => (tree.placeOf.get(person) ?? 0) >= shownOf(view, managerOf(tree, person) ?? TOP),
  );
  if (closed.length === 0 && hidden.length === 0) return view;
  const shown = new Map(view.shown);
  for (const person of hidden) shown.set(managerOf(tree, person) ?? TOP, (tree.placeOf.get(person) ?? 0) + 1);
  return { expanded: new Set([...view.expanded, ...closed]), shown };
}

/**
 * How the chart first shows: the first two levels open (so the third shows, closed), and the path
 * to `personId` open too.
 */
export function initialView(tree: OrgTree, personId: string | null): ChartView {
  const expanded = new Set<string>();
  for (const root of tree.roots) {
    if (root.reportCount === 0) continue;
    expanded.add(root.id);
    for (const report of reportsOf(tree, root.id)) if (report.reportCount > 0) expanded.add(report.id);
  }
  const view: ChartView = { expanded, shown: new Map() };
  return personId === null ? view : revealed(tree, view, personId);
}

export const withExpanded = (view: ChartView, ids: readonly string[]): ChartView => ({
  ...view,
  expanded: new Set([...view.expanded, ...ids]),
});

export function withToggled(view: ChartView, id: string): ChartView {
  const expanded = new Set(view.expanded);
  if (!expanded.delete(id)) expanded.add(id);
  return { ...view, expanded };
}

export const withMoreShown = (view: ChartView, branch: string): ChartView => ({
  ...view,
  shown: new Map(view.shown).set(branch, shownOf(view, branch) + SHOWN_AT_ONCE),
});

/**
 * The items of the tree view are people, by id, and each long branch's 'Show more' item, whose
 * key is a character no id has followed by the branch's key.
 */
const MORE = '+';
export const moreItem = (branch: string) => `${MORE}${branch}`;
/** The branch of a 'Show more' item; undefined for a person. */
export const branchOfMoreItem = (item: string) => (item.startsWith(MORE) ? item.slice(MORE.length) : undefined);

/** The items on show, top to bottom, and where each one is in that order. */
export interface VisibleOrder {
  items: readonly string[];
  indexOf: ReadonlyMap<string, number>;
}

/** The items on show in `view`: a walk of the open branches only. */
export function visibleOrder(tree: OrgTree, view: ChartView): VisibleOrder {
  const items: string[] = [];
  const indexOf = new Map<string, number>();
  // The items still to list, the next one on top: each branch goes on in reverse.
  const stack: string[] = [];
  const pushBranch = (branch: string) => {
    const people = branchPeople(tree, branch);
    const shown = Math.min(people.length, shownOf(view, branch));
    if (shown < people.length) stack.push(moreItem(branch));
    for (let index = shown - 1; index >= 0; index -= 1) stack.push(people[index]!.id);
  };
  pushBranch(TOP);
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    indexOf.set(item, items.length);
    items.push(item);
    if (view.expanded.has(item)) pushBranch(item);
  }
  return { items, indexOf };
}

/** What a key pressed on an item of the tree view does (the WAI-ARIA tree view pattern). */
export type TreeAction =
  | { kind: 'focus'; item: string }
  | { kind: 'expand'; ids: readonly string[] }
  | { kind: 'collapse'; id: string }
  | { kind: 'open'; id: string }
  /** Show more of `branch`, then focus `next`, the first of them. */
  | { kind: 'show-more'; branch: string; next: string };

/**
 * The action of `key` on `item`: Up and Down move through the items on show, Home and End to the
 * first and last; Right opens a closed person or moves to their first report; Left closes an open
 * person or moves to their manager; Enter opens a person's page or shows more of a branch; `*`
 * opens everyone beside a person. Undefined for any other key, or where the key leads nowhere.
 */
export function treeAction(
  tree: OrgTree,
  view: ChartView,
  order: VisibleOrder,
  item: string,
  key: string,
): TreeAction | undefined {
  const index = order.indexOf.get(item);
  if (index === undefined) return undefined;
  const focus = (target: string | undefined): TreeAction | undefined =>
    target === undefined || target === item ? undefined : { kind: 'focus', item: target };
  switch (key) {
    case 'ArrowDown':
      return focus(order.items[index + 1]);
    case 'ArrowUp':
      return focus(order.items[index - 1]);
    case 'Home':
      return focus(order.items[0]);
    case 'End':
      return focus(order.items[order.items.length - 1]);
  }
  const branch = branchOfMoreItem(item);
  if (branch !== undefined) return moreItemAction(tree, view, branch, key);
  const hasReports = reportsOf(tree, item).length > 0;
  switch (key) {
    case 'ArrowRight':
      if (!hasReports) return undefined;
      return view.expanded.has(item) ? focus(reportsOf(tree, item)[0]?.id) : { kind: 'expand', ids: [item] };
    case 'ArrowLeft':
      return hasReports && view.expanded.has(item) ? { kind: 'collapse', id: item } : focus(managerOf(tree, item));
    case 'Enter':
      return { kind: 'open', id: item };
    case '*': {
      const siblings = branchPeople(tree, managerOf(tree, item) ?? TOP);
      const closed = siblings.filter((person) => person.reportCount > 0 && !view.expanded.has(person.id));
      return closed.length === 0 ? undefined : { kind: 'expand', ids: closed.map((person) => person.id) };
    }
    default:
      return undefined;
  }
}

function moreItemAction(tree: OrgTree, view: ChartView, branch: string, key: string): TreeAction | undefined {
  if (key === 'ArrowLeft' && branch !== TOP) return { kind: 'focus', item: branch };
  const next = branchPeople(tree, branch)[shownOf(view, branch)];
  if (key === 'Enter' && next) return { kind: 'show-more', branch, next: next.id };
  return undefined;
}

/** The people whose name or title holds every word of `query`, alphabetically, at most `limit` of them. */
export function findPeople(tree: OrgTree, query: string, limit: number) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { matches: [], total: 0 };
  const matches: OrgChartNode[] = [];
  let total = 0;
  for (const { person, text } of tree.searchable) {
    if (!words.every((word) => text.includes(word))) continue;
    total += 1;
    if (matches.length < limit) matches.push(person);
  }
  return { matches, total };
}
