/** The people a praise thanks, as a sentence says them: "Ann", "Ann and Bo", "Ann, Bo and Cy". */
export function namesOf(people: readonly { name: string }[]) {
  const names = people.map(({ name }) => name);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
