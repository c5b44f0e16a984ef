import { useCallback, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import {
  branchPeople,
  initialView,
  type OrgTree,
  revealed,
  shownOf,
  treeAction,
  visibleOrder,
  withExpanded,
  withMoreShown,
  withToggled,
} from '../tree';
import { ChartViewport } from './chart-viewport';
import { OrgChartSearch } from './org-chart-search';
import { OrgChartTree, treeItemAt, treeItemId } from './org-chart-tree';

/** Whom the address names (`?person=`), and the navigation that named them: each one is shown anew. */
export interface ShowRequest {
  personId: string | null;
  key: string;
}

/** Focuses an item of the tree and scrolls its box into view. */
function showItem(elementId: string, block: ScrollLogicalPosition) {
  const item = document.getElementById(elementId);
  item?.focus({ preventScroll: true });
  item?.firstElementChild?.scrollIntoView({ block, inline: 'nearest' });
}

interface OrgChartViewProps {
  tree: OrgTree;
  request: ShowRequest;
  /** Someone was chosen in the search: name them in the address, which comes back as a new `request`. */
  onFind: (id: string) => void;
}

/**
 * The chart with its search. The first two levels start open; the person the address names starts
 * with the path to them open, focused and in view, and so does each person named afterwards.
 */
export function OrgChartView({ tree, request, onFind }: OrgChartViewProps) {
  const navigate = useNavigate();
  const idPrefix = useId();
  const [view, setView] = useState(() => initialView(tree, request.personId));
  const [activeItem, setActiveItem] = useState(request.personId);
  const [shown, setShown] = useState(request);
  if (request.key !== shown.key) {
    setShown(request);
    const { personId } = request;
    if (personId !== null) {
      setView((current) => revealed(tree, current, personId));
      setActiveItem(personId);
    }
  }
  useEffect(() => {
    if (shown.personId !== null) showItem(treeItemId(idPrefix, shown.personId), 'center');
  }, [shown, idPrefix]);

  const order = useMemo(() => visibleOrder(tree, view), [tree, view]);
  const tabStop = activeItem !== null && order.indexOf.has(activeItem) ? activeItem : order.items[0];
  const toggle = useCallback((id: string) => setView((current) => withToggled(current, id)), []);

  /** Shows the next people of `branch` and moves the focus to the first of them. */
  const showMore = (branch: string) => {
    const next = branchPeople(tree, branch)[shownOf(view, branch)];
    flushSync(() => setView((current) => withMoreShown(current, branch)));
    if (next) showItem(treeItemId(idPrefix, next.id), 'nearest');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const item = treeItemAt(event.target);
    if (item === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = treeAction(tree, view, order, item, event.key);
    if (!action) return;
    event.preventDefault();
    switch (action.kind) {
      case 'focus':
        showItem(treeItemId(idPrefix, action.item), 'nearest');
        break;
      case 'expand':
        setView((current) => withExpanded(current, action.ids));
        break;
      case 'collapse':
        setView((current) => withToggled(current, action.id));
        break;
      case 'open':
        void navigate(paths.dashboard.person.getHref(action.id));
        break;
      case 'show-more':
        showMore(action.branch);
        break;
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <OrgChartSearch tree={tree} onChoose={onFind} />
      {request.personId !== null && !tree.people.has(request.personId) && (
        <p role="status" className="text-sm text-slate-600">
          The person this link names is not in the chart: only active people are.
        </p>
      )}
      <ChartViewport>
        <OrgChartTree
          tree={tree}
          view={view}
          tabStop={tabStop}
          idPrefix={idPrefix}
          onToggle={toggle}
          onShowMore={showMore}
          onKeyDown={onKeyDown}
          onFocusItem={setActiveItem}
        />
      </ChartViewport>
    </div>
  );
}
