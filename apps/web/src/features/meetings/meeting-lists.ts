import type { MeetingListItem } from '@topgear/shared/meetings';
import type { PersonRef } from '@topgear/shared/people';

/**
 * The 1:1s list's two parts: the series still running, the next meeting soonest first (those with
 * none planned last, by title), and the cancelled ones, by title.
 */
export function splitSeries(list: readonly MeetingListItem[]) {
  const byTitle = (a: MeetingListItem, b: MeetingListItem) => a.title.localeCompare(b.title);
  const running = list
    .filter((series) => !series.cancelled)
    .sort((a, b) => {
      if (a.next && b.next) return a.next.startsAt.localeCompare(b.next.startsAt) || byTitle(a, b);
      if (a.next) return -1;
      if (b.next) return 1;
      return byTitle(a, b);
    });
  const ended = list.filter((series) => series.cancelled).sort(byTitle);
  return { running, ended };
}

/** Everyone in the series but me, alphabetically as the server lists them. */
export const othersIn = (series: { participants: readonly PersonRef[] }, myId: string) =>
  series.participants.filter((person) => person.id !== myId);

/** My running 1:1 series with `personId`, if there is one. */
export const oneOnOneWith = (list: readonly MeetingListItem[], myId: string, personId: string) =>
  list.find(
    (series) =>
      series.kind === 'one-on-one' &&
      !series.cancelled &&
      othersIn(series, myId).some((person) => person.id === personId),
  );

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** What a new 1:1 is called until someone renames it: 'Ana / Ben 1:1'. */
export const oneOnOneTitle = (myName: string, theirName: string) =>
  `${firstName(myName)} / ${firstName(theirName)} 1:1`;
