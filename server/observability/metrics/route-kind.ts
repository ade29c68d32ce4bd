// The route label of the request-duration histogram: a few fixed kinds, never the path
// itself (paths carry card numbers and would make the label set unbounded).
import { SITE_BASES } from '#shared/pages/sites.js';

export type RouteKind = 'api' | 'asset' | 'static' | 'image' | 'health' | 'metrics' | 'page';

const underABase = (folders: string) => new RegExp(`^(?:${Object.values(SITE_BASES).join('|')})(?:${folders})/`);
const ASSETS = underABase('assets');
const STATIC_FILES = underABase('static|download');
const IMAGES = underABase('img');

export function routeKind(path: string): RouteKind {
  if (path.startsWith('/api/')) return 'api';
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === '/metrics') return 'metrics';
  if (ASSETS.test(path)) return 'asset';
  if (STATIC_FILES.test(path)) return 'static';
  if (IMAGES.test(path)) return 'image';
  return 'page';
}
