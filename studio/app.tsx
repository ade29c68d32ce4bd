// The content studio's browser app (docs/decisions/100-content-studio.md): Decap CMS with
// the config the studio listener generates from the content schemas, in Russian, reading and
// writing the content files' JSON (site-json.ts). Built by build.mjs into dist/studio/,
// served only by the studio listener (server/studio-listener/).
import CMS from './decap.js';
import { studioRu } from './ru-locale.js';
import { SITE_JSON, experimentJson, siteJson } from './site-json.js';
import { FocusControl, FocusPreview } from './focus-widget.js';
import { PageAddressControl, PageAddressPreview } from './page-address-widget.js';
import { siteFacts } from './site-facts.js';
import { CampaignPreview } from './campaign-preview.js';
import type { PreviewProps } from './page-preview.js';
import { LandingPreview } from './landing-preview.js';
import { ScheduledPreview } from './scheduled-preview.js';
import { ExperimentPreview } from './experiment-preview.js';
import { askOperatorName } from './operator-name.js';
import { drawOnlyItsPagesVariant } from './page-variants.js';
import { offerFixedPages } from './fixed-page-choices.js';
import { nameScheduledFile } from './schedule-names.js';
import { refusedPublishes } from './refused-notice.js';
import { watchSiteState } from './site-state-path.js';
import { reloadOnAnotherEntry } from './entry-address.js';
import { addStudioStyle } from './studio-style.js';
import { signInLocally } from './local-sign-in.js';

const answer = await fetch('/config.json', { cache: 'no-store' });
if (!answer.ok) throw new Error(`Студия: нет настроек (${answer.status})`);
const config = await answer.json();
const facts = await siteFacts(config);

CMS.registerLocale('ru', studioRu);
CMS.registerCustomFormat(SITE_JSON.format, 'json', siteJson);
CMS.registerCustomFormat(SITE_JSON.experimentFormat, 'json', experimentJson(facts.pages));
CMS.registerWidget('focus', FocusControl as never, FocusPreview as never);
CMS.registerWidget('page-address', PageAddressControl as never, PageAddressPreview as never);
// A campaign's and a landing's page open on its phase on the site's today.
CMS.registerPreviewTemplate('campaigns', ((props: PreviewProps) => <CampaignPreview {...props} today={facts.today} />) as never);
CMS.registerPreviewTemplate('landings', ((props: PreviewProps) => <LandingPreview {...props} today={facts.today} />) as never);
CMS.registerPreviewTemplate('schedule', ScheduledPreview as never);
CMS.registerPreviewTemplate('experiments', ExperimentPreview as never);
// An experiment's version Б drawn for its page alone, its page offered among the campaigns and the fixed pages; a red
// notice for a publish the site refused.
drawOnlyItsPagesVariant();
offerFixedPages();
CMS.registerEventListener({ name: 'preSave', handler: nameScheduledFile as never });
watchSiteState(refusedPublishes());
reloadOnAnotherEntry();
addStudioStyle();

signInLocally(config);
CMS.init({ config });
askOperatorName();
