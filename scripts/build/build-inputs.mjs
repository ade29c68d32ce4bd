// What the build reads besides the content: the one list of the project's folders and files
// that a copy of the project needs to build and run (the process tests and
// scripts/dev-reload-time.mjs copy exactly these; a new source folder goes here once).
export const BUILD_INPUTS = [
  'build.mjs', 'package.json', 'tsconfig.json',
  'shared', 'pages', 'server', 'client', 'studio', 'demo-upstream', 'bench', 'scripts', 'public',
];
