import { clsx } from 'clsx';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { branchPeople, type ChartView, moreItem, type OrgTree, SHOWN_AT_ONCE, shownOf, TOP } from '../tree';
import { OrgChartNodeBox } from './org-chart-node';
import { ShowMoreBox } from './show-more-box';

/** The element id of an item of the tree (a person's id, or a 'Show more' item's key), under the tree's own `prefix`. */
export const treeItemId = (prefix: string, item: string) => `${prefix}-${item}`;

/** The item of the tree that holds `element`. */
export const treeItemAt = (element: EventTarget) =>
  element instanceof Element ? element.closest<HTMLElement>('[role="treeitem"]')?.dataset.item : undefined;

interface Branches {
  tree: OrgTree;
  view: ChartView;
  /** The one item in the Tab order (roving tabindex). */
  tabStop: string | undefined;
  idPrefix: string;
  onToggle: (id: string) => void;
  onShowMore: (branch: string) => void;
}

// The focused item's box is ringed.
const ITEM = 'pt-2 outline-none [&:focus>div]:ring-2 [&:focus>div]:ring-brand-500';

// The lines joining a report to their manager: a vertical one down the reports, stopping at the
// last one's box, and a short one across to each box.
const CONNECTED =
  'relative pl-4 before:absolute before:left-0 before:top-0 before:h-full before:border-l before:border-slate-300 last:before:h-8 after:absolute after:left-0 after:top-8 after:w-4 after:border-t after:border-slate-300';

/** A branch's people as tree items, each with their open branch below it, then 'Show more' if some are not shown. */
function renderBranch(branch: string, level: number, branches: Branches): ReactNode {
  const { tree, view, tabStop, idPrefix, onToggle, onShowMore } = branches;
  const people = branchPeople(tree, branch);
  const shown = shownOf(view, branch);
  const itemProps = (item: string) => {
    const id = treeItemId(idPrefix, item);
    return {
      id,
      'data-item': item,
      role: 'treeitem',
      'aria-level': level,
      'aria-labelledby': `${id}-label`,
      tabIndex: item === tabStop ? 0 : -1,
      className: clsx(ITEM, level > 1 && CONNECTED),
    } as const;
  };
  const items = people.slice(0, shown).map((person, index) => {
    const hasReports = person.reportCount > 0;
    const open = hasReports && view.expanded.has(person.id);
    const props = itemProps(person.id);
    return (
      <li
        key={person.id}
        {...props}
        aria-setsize={people.length}
        aria-posinset={index + 1}
        aria-expanded={hasReports ? open : undefined}
      >
        <OrgChartNodeBox person={person} labelId={`${props.id}-label`} open={open} onToggle={onToggle} />
        {open && (
          <ul role="group" className="ml-6">
            {renderBranch(person.id, level + 1, branches)}
          </ul>
        )}
      </li>
    );
  });
  if (people.length <= shown) return items;
  const more = itemProps(moreItem(branch));
  return [
    ...items,
    <li key={more.id} {...more}>
      <ShowMoreBox
        labelId={`${more.id}-label`}
        more={Math.min(people.length - shown, SHOWN_AT_ONCE)}
        hidden={people.length - shown}
        onShowMore={() => onShowMore(branch)}
      />
    </li>,
  ];
}

interface OrgChartTreeProps extends Branches {
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  /** An item of the tree, or something in it, took the focus. */
  onFocusItem: (item: string) => void;
}

/**
 * The reporting tree as a WAI-ARIA tree view: only the open branches are drawn, a long one a
 * hundred people at a time, so a company of thousands shows the few people on screen; the keys
 * and the focus are handled once, here.
 */
export function OrgChartTree({ onKeyDown, onFocusItem, ...branches }: OrgChartTreeProps) {
  return (
    <ul
      role="tree"
      aria-label="Reporting lines"
      onKeyDown={onKeyDown}
      onFocus={(event: FocusEvent) => {
        const item = treeItemAt(event.target);
        if (item !== undefined) onFocusItem(item);
      }}
    >
      {renderBranch(TOP, 1, branches)}
    </ul>
  );
}
