// One esbuild entry per page kind: the hub's CSS (inlined by the server). The hub is all
// server HTML: it has no islands.
import '#shared/features/hub/hub.css';

export const islands = [];
