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

/**
 * server/'s folders floor by floor, from the ground up: a folder imports only folders on
 * lower floors, never one beside or above it, so no two folders import each other and the
 * flow of a request crosses each line one way (docs/decisions/092-layers.md). The ground is
 * the logger and metrics, which everything may use; the top the listeners. A new folder
 * takes a floor here before anything may import it.
 */
const SERVER_FLOORS = [
  ['observability'],
  ['rate-limit'],
  ['admission', 'upstream'],
  ['images', 'pages'],
  ['answers', 'calendar'],
  ['experiments'],
  ['content', 'request', 'shedding'],
  ['discovery', 'proxy'],
  ['render'],
  ['forms', 'preview'],
  ['errors', 'studio'],
  ['routes'],
  ['lifecycle'],
  ['studio-listener'],
];

const floorRules = SERVER_FLOORS.flatMap((floor, index) => floor.map((folder) => ({
  name: `server-${folder}-imports-below`,
  severity: 'error',
  comment: `server/${folder}/ is on floor ${index}: it imports only folders on lower floors (SERVER_FLOORS).`,
  from: { path: `^server/${folder}/` },
  to: { path: `^server/(${SERVER_FLOORS.slice(index).flat().filter((other) => other !== folder).join('|')})/` },
})));

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
    ...floorRules,
    {
      name: 'server-folder-has-a-floor',
      severity: 'error',
      comment: 'Every folder of server/ that is imported has its floor in SERVER_FLOORS.',
      from: { path: '^server/' },
      to: { path: '^server/[^/]+/', pathNot: `^server/(${SERVER_FLOORS.flat().join('|')})/` },
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
