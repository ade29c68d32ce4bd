// `npx depcruise server shared pages client studio`, run by `npm run check`: the module
// graph has no circle (type imports included), and server/ never imports pages/ (the page
// kinds are passed into createServer by the entry points, which are named below): what
// needs the resolved graph (docs/decisions/092-layers.md). The other layers (shared/ and the
// browser's client/ import no server code nor the page kinds) are the lint's import
// boundaries (eslint.config.js's FORBIDDEN_TREES), stated there once.
/** The modules that name the page kinds and hand them to the server: its entry points. */
const COMPOSITION_ROOTS = [
  '^server/main\\.ts$',
  // Run by the build as its own process (build.mjs).
  '^server/content/encode-banners-cli\\.ts$',
  // The studio's collections read lovecategory's declared schema; to take pages/content-files.ts's list passed in.
  '^server/studio-listener/decap-config\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports (type imports count): no module of it can be read, tested or loaded alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-not-to-pages',
      severity: 'error',
      comment: 'The server learns the page kinds from the registry passed into createServer (server/pages/page-registry.ts).',
      from: { path: '^server/', pathNot: COMPOSITION_ROOTS },
      to: { path: '^pages/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type imports are edges too: a circle of types is a circle of knowledge.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
