// Decap CMS with the backends of server/config.ts's STUDIO_BACKENDS (`proxy`: the local one) and the widgets the studio's config
// names, not decap-cms-app's every editor, map and language: half its bytes (docs/decisions/100-content-studio.md).
import CMS from 'decap-cms-core';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { GitHubBackend } from 'decap-cms-backend-github';
import { GitLabBackend } from 'decap-cms-backend-gitlab';
import { ForgejoBackend } from 'decap-cms-backend-forgejo';
import string from 'decap-cms-widget-string';
import text from 'decap-cms-widget-text';
import number from 'decap-cms-widget-number';
import boolean from 'decap-cms-widget-boolean';
import select from 'decap-cms-widget-select';
import datetime from 'decap-cms-widget-datetime';
import color from 'decap-cms-widget-colorstring';
import image from 'decap-cms-widget-image';
import list from 'decap-cms-widget-list';
import object from 'decap-cms-widget-object';
import relation from 'decap-cms-widget-relation';

const backends = { proxy: ProxyBackend, github: GitHubBackend, gitlab: GitLabBackend, forgejo: ForgejoBackend };
for (const [name, backend] of Object.entries(backends)) CMS.registerBackend(name, backend);
const widgets = [string, text, number, boolean, select, datetime, color, image, list, object, relation];
for (const widget of widgets) CMS.registerWidget(widget.Widget());
export default CMS;
