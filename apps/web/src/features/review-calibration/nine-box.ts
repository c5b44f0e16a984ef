/** A third of a question's levels. */
export type Band = 'low' | 'mid' | 'high';

export const BANDS: readonly Band[] = ['low', 'mid', 'high'];

/** A rated question the grid can plot along one of its axes. */
export interface Axis {
  id: string;
  /** How many levels its ratings go up to. */
  levels: number;
}

/**
 * The third of `levels` a rating falls in. The low and high thirds are the same size, so a scale
 * reads the same from either end: 1–2 · 3 · 4–5 on five levels, 1 · 2–3 · 4 on four, 1 · none · 2 on two.
 */
export function bandOf(rating: number, levels: number): Band {
  const outer = Math.round(levels / 3);
  if (rating <= outer) return 'low';
  if (rating > levels - outer) return 'high';
  return 'mid';
}

export interface NineBox<Row> {
  /** The people in each cell, by the band of `y` and then of `x`. */
  cells: Record<Band, Record<Band, Row[]>>;
  /** Those the manager did not rate on both questions. */
  notPlaced: Row[];
}

const emptyRow = <Row>(): Record<Band, Row[]> => ({ low: [], mid: [], high: [] });

/** Places each person in the grid by the manager's ratings of the two questions, in the order given. */
export function nineBox<Row extends { managerRatings: Record<string, number> }>(
  rows: readonly Row[],
  x: Axis,
  y: Axis,
): NineBox<Row> {
  const box: NineBox<Row> = { cells: { low: emptyRow(), mid: emptyRow(), high: emptyRow() }, notPlaced: [] };
  for (const row of rows) {
    const across = row.managerRatings[x.id];
    const up = row.managerRatings[y.id];
    if (across === undefined || up === undefined) box.notPlaced.push(row);
    else box.cells[bandOf(up, y.levels)][bandOf(across, x.levels)].push(row);
  }
  return box;
}
