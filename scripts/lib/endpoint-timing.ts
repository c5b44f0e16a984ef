/**
 * How fast GET endpoints answer: one request at a time after a warm-up, and under autocannon,
 * going round each endpoint's paths; then a table with each goal beside. Numbers are reported,
 * never asserted.
 */
import autocannon from 'autocannon';
import { printTable, timeRequests } from './sequential-requests';
import { median, percentile } from './server-process';

export interface Endpoint {
  label: string;
  /** The paths asked for in turn. */
  paths: string[];
  goalP99Ms: number;
}

export interface Timing {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
}

export interface TimingOptions {
  /** Requests one at a time, after 20 to warm up. */
  sequentialRequests: number;
  connections: number;
  durationSeconds: number;
}

const WARM_UP_REQUESTS = 20;

async function oneAtATime(
  baseUrl: string,
  headers: Record<string, string>,
  paths: string[],
  requests: number,
): Promise<Timing> {
  await timeRequests(baseUrl, headers, paths, WARM_UP_REQUESTS);
  const { times } = await timeRequests(baseUrl, headers, paths, requests);
  return {
    requestsPerSecond: 1000 / (times.reduce((sum, time) => sum + time, 0) / times.length),
    p50: median(times),
    p99: percentile(times, 0.99),
    max: Math.max(...times),
  };
}

async function underLoad(
  baseUrl: string,
  headers: Record<string, string>,
  paths: string[],
  { connections, durationSeconds }: TimingOptions,
): Promise<Timing> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  const { average, p50, p99, max } = { ...result.latency, average: result.requests.average };
  return { requestsPerSecond: average, p50, p99, max };
}

/** Times every endpoint one at a time, then under load, and prints the table under `title`. */
export async function timeEndpoints(
  baseUrl: string,
  headers: Record<string, string>,
  endpoints: Endpoint[],
  options: TimingOptions,
  title: string,
) {
  const rows: Array<[string, Timing, number]> = [];
  for (const { label, paths, goalP99Ms } of endpoints) {
    rows.push([
      `${label}, one at a time`,
      await oneAtATime(baseUrl, headers, paths, options.sequentialRequests),
      goalP99Ms,
    ]);
    rows.push([`${label}, -c ${options.connections}`, await underLoad(baseUrl, headers, paths, options), goalP99Ms]);
  }
  console.log(
    `\n${title}: ${options.sequentialRequests} requests one at a time, then autocannon -c ${options.connections} ` +
      `for ${options.durationSeconds} s`,
  );
  const labelWidth = Math.max(...rows.map(([label]) => label.length)) + 2;
  const row = printTable(labelWidth, ['req/s', 'p50 ms', 'p99 ms', 'max ms', 'goal p99 ms', 'result']);
  for (const [label, { requestsPerSecond, p50, p99, max }, goal] of rows) {
    row(label, [
      requestsPerSecond.toFixed(0),
      p50.toFixed(1),
      p99.toFixed(1),
      max.toFixed(1),
      `≤ ${goal}`,
      p99 <= goal ? 'met' : 'MISSED',
    ]);
  }
}
