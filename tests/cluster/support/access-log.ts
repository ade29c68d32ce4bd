// nginx's access log (the `balanced` format of deploy/nginx.conf) as data: which
// instance(s) each request went to, so a test can tell who served it and what was retried.
import { readFileSync } from 'node:fs';

export interface AccessLogEntry {
  method: string;
  /** As logged: card numbers masked. */
  path: string;
  status: number;
  /** Every instance tried, in order; more than one means nginx retried the request. */
  upstreams: string[];
  /** What each try got, in the same order ('504' for one nginx gave up on). */
  upstreamStatuses: string[];
}

const LINE = /"(\S+) (\S+)" (\d{3}) \d+ \S+ upstream=(.*) upstream_status=(.*?) upstream_time=/;
const tries = (field: string) => field.split(/, | : /).filter((u) => u !== '-');

export function readAccessLog(file: string): AccessLogEntry[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [, method = '', path = '', status = '', upstreams = '', statuses = ''] = LINE.exec(line) ?? [];
      if (!method) throw new Error(`not an access log line of deploy/nginx.conf: ${line}`);
      return { method, path, status: Number(status), upstreams: tries(upstreams), upstreamStatuses: tries(statuses) };
    });
}
