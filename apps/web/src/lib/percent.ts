/** How far `value` goes toward `whole`, from 0 to 100 (nothing to do counts as done). */
export const percentOf = (value: number, whole: number) =>
  whole <= 0 ? 100 : Math.round(Math.min(Math.max(value / whole, 0), 1) * 100);
