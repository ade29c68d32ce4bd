// The route label of the request-duration histogram: a few fixed kinds, never the path
// itself (paths carry card numbers and would make the label set unbounded).
export type RouteKind = 'api' | 'asset' | 'static' | 'health' | 'metrics' | 'page';

export function routeKind(path: string): RouteKind {
  if (path.startsWith('/api/')) return 'api';
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === '/metrics') return 'metrics';
  if (/^\/(promo\/)?assets\//.test(path)) return 'asset';
  if (/^\/(promo\/)?(static|download)\//.test(path)) return 'static';
  return 'page';
}
