// A tiny fetch client for the demo upstream tests: real HTTP, with the demo credentials.
import { DEMO_CREDENTIALS, startDemoUpstream, type DemoUpstream } from '../support/demo-upstream.js';

// The tests read whichever fields each answer has; a schema per answer would restate the demo's data.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface TestResponse { status: number; contentType: string | null; json: any }

export const AUTHORIZATION = `Basic ${Buffer.from(`${DEMO_CREDENTIALS.user}:${DEMO_CREDENTIALS.password}`).toString('base64')}`;

/** November 2025: month index 10, so next month is 11 and last month 9. */
export const FIXED_NOW = () => new Date(2025, 10, 15, 12, 0, 0);

export function startTestUpstream(): Promise<DemoUpstream> {
  return startDemoUpstream({ ...DEMO_CREDENTIALS, now: FIXED_NOW });
}

export async function call(upstream: DemoUpstream, path: string, init: RequestInit = {}): Promise<TestResponse> {
  const headers = new Headers(init.headers);
  if (!headers.has('authorization')) headers.set('authorization', AUTHORIZATION);
  const res = await fetch(`${upstream.url}${path}`, { ...init, headers });
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type'), json: text ? JSON.parse(text) : undefined };
}

export function postForm(upstream: DemoUpstream, path: string, fields: Record<string, string>): Promise<TestResponse> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return call(upstream, path, { method: 'POST', body });
}

export function postJson(upstream: DemoUpstream, path: string, payload: unknown): Promise<TestResponse> {
  return call(upstream, path, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload),
  });
}
