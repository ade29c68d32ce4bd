// One esbuild entry = one chunk per page kind; hydrate.tsx imports it on demand.
import '#shared/features/campaign/campaign.css';
export { CampaignPage as Page } from '#shared/features/campaign/campaign-page.js';
