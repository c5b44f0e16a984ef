import type { OrgChartNode } from '@topgear/shared/people';
import { describe, expect, it } from 'vitest';
import {
  branchOfMoreItem,
  buildOrgTree,
  type ChartView,
  chainAbove,
  findPeople,
  initialView,
  moreItem,
  reportsOf,
  revealed,
  SHOWN_AT_ONCE,
  TOP,
  treeAction,
  visibleOrder,
  withExpanded,
  withMoreShown,
  withToggled,
} from './tree';

/** People as the API lists them: alphabetically, each with their manager's id and number of reports. */
function chart(managers: Record<string, string | null>, titles: Record<string, string> = {}): OrgChartNode[] {
  const reportCounts = new Map<string, number>();
  for (const manager of Object.values(managers)) {
    if (manager !== null) reportCounts.set(manager, (reportCounts.get(manager) ?? 0) + 1);
  }
  return Object.keys(managers)
    .sort()
    .map((id) => ({
      id,
      name: `Person ${id}`,
      image: null,
      jobTitle: titles[id] ?? null,
      managerId: managers[id] ?? null,
      reportCount: reportCounts.get(id) ?? 0,
    }));
}

/** `count` people reporting to `manager` (or at the top), p000 onwards. */
function team(count: number, manager: string | null) {
  const managers: Record<string, string | null> = {};
  for (let index = 0; index < count; index += 1) managers[`p${String(index).padStart(3, '0')}`] = manager;
  return managers;
}

//  a            x           m (no manager, no reports)
//  ├─ b         └─ y
//  │  ├─ d
//  │  │  └─ f
//  │  └─ e
//  └─ c
const tree = buildOrgTree(
  chart(
    { a: null, b: 'a', c: 'a', d: 'b', e: 'b', f: 'd', m: null, x: null, y: 'x' },
    { d: 'Data Lead', f: 'Data analyst' },
  ),
);
const ids = (people: readonly OrgChartNode[]) => people.map((person) => person.id);
const viewOf = (...expanded: string[]): ChartView => ({ expanded: new Set(expanded), shown: new Map() });
const shows = (view: ChartView, onTree = tree) => visibleOrder(onTree, view).items;

describe('building the tree', () => {
  it('puts each report under their manager in the given order, and at the top the heads first, then the unplaced', () => {
    expect(ids(tree.roots)).toEqual(['a', 'x', 'm']);
    expect(ids(reportsOf(tree, 'a'))).toEqual(['b', 'c']);
    expect(ids(reportsOf(tree, 'b'))).toEqual(['d', 'e']);
    expect(ids(reportsOf(tree, 'f'))).toEqual([]);
  });

  it('puts someone whose manager is not in the list at the top', () => {
    const orphaned = buildOrgTree(chart({ a: null, b: 'gone' }));
    expect(ids(orphaned.roots)).toEqual(['a', 'b']);
    expect(chainAbove(orphaned, 'b')).toEqual([]);
  });

  it('finds the chain above someone, the top first', () => {
    expect(chainAbove(tree, 'f')).toEqual(['a', 'b', 'd']);
    expect(chainAbove(tree, 'a')).toEqual([]);
    expect(chainAbove(tree, 'nobody')).toEqual([]);
  });

  it('holds every person of a 5,000-person company in six levels once', () => {
    const managers: Record<string, string | null> = { p0: null };
    for (let index = 1; index < 5000; index += 1) managers[`p${index}`] = `p${Math.floor((index - 1) / 6)}`;
    const company = buildOrgTree(chart(managers));
    const everyone = shows({ expanded: new Set(Object.keys(managers)), shown: new Map() }, company);
    expect(everyone).toHaveLength(5000);
    expect(new Set(everyone).size).toBe(5000);
    expect(chainAbove(company, 'p4999')).toHaveLength(5);
  });
});

describe('what shows', () => {
  it('opens the first two levels at first', () => {
    expect(shows(initialView(tree, null))).toEqual(['a', 'b', 'd', 'e', 'c', 'x', 'y', 'm']);
  });

  it('opens the path to the person asked for, and nothing for someone unknown', () => {
    expect(shows(initialView(tree, 'f'))).toEqual(['a', 'b', 'd', 'f', 'e', 'c', 'x', 'y', 'm']);
    expect(initialView(tree, 'nobody')).toEqual(initialView(tree, null));
  });

  it('lists the people of the open branches only, top to bottom', () => {
    expect(shows(viewOf('a', 'b'))).toEqual(['a', 'b', 'd', 'e', 'c', 'x', 'm']);
    expect(shows(viewOf('b'))).toEqual(['a', 'x', 'm']);
    expect(shows(withToggled(viewOf('a', 'b'), 'a'))).toEqual(['a', 'x', 'm']);
    expect(shows(withExpanded(viewOf(), ['a', 'x']))).toEqual(['a', 'b', 'c', 'x', 'y', 'm']);
  });

  it('keeps the same view when the path is open already', () => {
    const open = viewOf('a');
    expect(shows(revealed(tree, open, 'f'))).toEqual(['a', 'b', 'd', 'f', 'e', 'c', 'x', 'm']);
    expect(revealed(tree, open, 'c')).toBe(open);
  });
});

describe('a long branch', () => {
  const flat = buildOrgTree(chart(team(250, null)));
  const big = buildOrgTree(chart({ boss: null, ...team(150, 'boss') }));

  it('shows its first hundred, then a Show more item', () => {
    const items = shows(initialView(flat, null), flat);
    expect(items).toHaveLength(SHOWN_AT_ONCE + 1);
    expect(items.at(-2)).toBe('p099');
    expect(items.at(-1)).toBe(moreItem(TOP));
    expect(branchOfMoreItem(moreItem('boss'))).toBe('boss');
    expect(branchOfMoreItem('p000')).toBeUndefined();
  });

  it('shows the next hundred with Enter on Show more, focusing the first of them', () => {
    const view = initialView(flat, null);
    const order = visibleOrder(flat, view);
    expect(treeAction(flat, view, order, moreItem(TOP), 'Enter')).toEqual({
      kind: 'show-more',
      branch: TOP,
      next: 'p100',
    });
    const more = shows(withMoreShown(view, TOP), flat);
    expect(more).toHaveLength(2 * SHOWN_AT_ONCE + 1);
    expect(shows(withMoreShown(withMoreShown(view, TOP), TOP), flat)).toHaveLength(250);
  });

  it('shows as far as someone found further down', () => {
    const items = shows(revealed(flat, initialView(flat, null), 'p240'), flat);
    expect(items.at(-2)).toBe('p240');
    expect(items.at(-1)).toBe(moreItem(TOP));
    expect(shows(initialView(big, 'p149'), big).at(-1)).toBe('p149');
  });

  it('moves from Show more to the manager with Left; nothing at the top', () => {
    const view = initialView(big, null);
    const order = visibleOrder(big, view);
    expect(treeAction(big, view, order, moreItem('boss'), 'ArrowLeft')).toEqual({ kind: 'focus', item: 'boss' });
    expect(treeAction(big, view, order, moreItem('boss'), 'ArrowUp')).toEqual({ kind: 'focus', item: 'p099' });
    expect(treeAction(big, view, order, moreItem('boss'), 'ArrowRight')).toBeUndefined();
    const flatView = initialView(flat, null);
    expect(treeAction(flat, flatView, visibleOrder(flat, flatView), moreItem(TOP), 'ArrowLeft')).toBeUndefined();
  });
});

describe('the keys of the tree view', () => {
  const press = (item: string, key: string, view = viewOf('a', 'b')) =>
    treeAction(tree, view, visibleOrder(tree, view), item, key);

  it('moves up and down through the people on show, and to the first and last', () => {
    expect(press('b', 'ArrowDown')).toEqual({ kind: 'focus', item: 'd' });
    expect(press('e', 'ArrowDown')).toEqual({ kind: 'focus', item: 'c' });
    expect(press('c', 'ArrowUp')).toEqual({ kind: 'focus', item: 'e' });
    expect(press('m', 'ArrowDown')).toBeUndefined();
    expect(press('a', 'ArrowUp')).toBeUndefined();
    expect(press('d', 'Home')).toEqual({ kind: 'focus', item: 'a' });
    expect(press('d', 'End')).toEqual({ kind: 'focus', item: 'm' });
  });

  it('opens a closed manager with Right, then moves to their first report; nothing on someone without reports', () => {
    expect(press('d', 'ArrowRight')).toEqual({ kind: 'expand', ids: ['d'] });
    expect(press('b', 'ArrowRight')).toEqual({ kind: 'focus', item: 'd' });
    expect(press('e', 'ArrowRight')).toBeUndefined();
  });

  it('closes an open manager with Left, else moves to the manager; nothing at the top', () => {
    expect(press('b', 'ArrowLeft')).toEqual({ kind: 'collapse', id: 'b' });
    expect(press('e', 'ArrowLeft')).toEqual({ kind: 'focus', item: 'b' });
    expect(press('d', 'ArrowLeft')).toEqual({ kind: 'focus', item: 'b' });
    expect(press('x', 'ArrowLeft')).toBeUndefined();
  });

  it("opens the person's page with Enter, and every closed manager beside them with *", () => {
    expect(press('e', 'Enter')).toEqual({ kind: 'open', id: 'e' });
    expect(press('m', '*', viewOf())).toEqual({ kind: 'expand', ids: ['a', 'x'] });
    expect(press('d', '*')).toEqual({ kind: 'expand', ids: ['d'] });
    expect(press('d', '*', viewOf('a', 'b', 'd'))).toBeUndefined();
  });

  it('ignores other keys and people not on show', () => {
    expect(press('b', 'q')).toBeUndefined();
    expect(press('f', 'ArrowDown')).toBeUndefined();
  });
});

describe('the search', () => {
  it('finds people by every word of a name or job title, in any case, alphabetically', () => {
    expect(findPeople(tree, 'data', 10)).toEqual({ matches: [tree.people.get('d'), tree.people.get('f')], total: 2 });
    expect(ids(findPeople(tree, 'DATA analyst', 10).matches)).toEqual(['f']);
    expect(ids(findPeople(tree, 'person x', 10).matches)).toEqual(['x']);
  });

  it('lists at most `limit` and counts them all; nothing for a blank search', () => {
    expect(findPeople(tree, 'person', 3)).toMatchObject({ total: 9 });
    expect(findPeople(tree, 'person', 3).matches).toHaveLength(3);
    expect(findPeople(tree, '  ', 3)).toEqual({ matches: [], total: 0 });
  });
});
