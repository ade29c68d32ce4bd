// One esbuild entry per page kind: the hub's CSS (inlined by the server). The hub is all
// server HTML: it exports no islands, so its script is client/page-start.ts alone, without
// React or Redux (scripts/build/client-build.mjs).
import './ui/hub.css';
