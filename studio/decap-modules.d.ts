// Decap's packages that ship no types (studio/decap.ts, ru-locale.ts): each export of decap-cms-locales is one
// language's phrase table, a widget package's default export makes its widget, a backend package exports its class.
declare module 'decap-cms-locales' { export const ru: Record<string, unknown>; }
declare module 'decap-cms-widget-*' { const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam }; export default widget; }
declare module 'decap-cms-backend-proxy' { export const ProxyBackend: import('decap-cms-core').CmsBackendClass; }
declare module 'decap-cms-backend-github' { export const GitHubBackend: import('decap-cms-core').CmsBackendClass; }
declare module 'decap-cms-backend-gitlab' { export const GitLabBackend: import('decap-cms-core').CmsBackendClass; }
declare module 'decap-cms-backend-forgejo' { export const ForgejoBackend: import('decap-cms-core').CmsBackendClass; }
