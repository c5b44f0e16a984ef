/**
 * Milliseconds for each of `count` GET requests asked one after another, going round `paths`,
 * with `headers` (a session cookie, a client address); with the JSON body of each. Fails on
 * anything but a 200.
 */
export async function timeRequests<Body>(
  baseUrl: string,
  headers: Record<string, string>,
  paths: string[],
  count: number,
) {
  const times: number[] = [];
  const bodies: Body[] = [];
  for (let index = 0; index < count; index++) {
    const requestPath = paths[index % paths.length]!;
    const started = performance.now();
    const response = await fetch(`${baseUrl}${requestPath}`, { headers });
    const body = (await response.json()) as Body;
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${requestPath} answered ${response.status}`);
    bodies.push(body);
  }
  return { times, bodies };
}

/** A table printed in fixed-width columns: a label column, then `columns` right-aligned. */
export function printTable(labelWidth: number, columns: string[]) {
  console.log(''.padEnd(labelWidth) + columns.map((column) => column.padStart(column.length + 2)).join(''));
  return (label: string, cells: string[]) =>
    console.log(
      label.padEnd(labelWidth) + cells.map((cell, index) => cell.padStart(columns[index]!.length + 2)).join(''),
    );
}
