// The savings check's section, server HTML (the heading and text as every text of the page) around its island, whose
// answers it gives their soft hyphens here, where the patterns are (the island draws them with the page's marks, and a
// long word of an answer breaks at a syllable on a phone with its text enlarged; docs/decisions/489-hyphens-as-a-typesetter-would.md).
import { Island } from '#shared/ui/island.js';
import { hyphenated } from '#shared/typography/hyphenate.js';
import type { CampaignTexts } from '#shared/content/campaign-texts-schema.js';
import { SAVINGS_ID } from './anchors.js';
import { savingsFormIsland } from './savings-check.js';

export function SavingsCheck({ apiSlug, texts }: { apiSlug: string; texts: CampaignTexts['savings'] }) {
  const { positive, negative, failed, retry } = texts.answers;
  const answers = { positive: hyphenated(positive), negative: hyphenated(negative), failed: hyphenated(failed), retry };
  return (
    <section id={SAVINGS_ID} className="section savings" aria-labelledby="savings-title">
      <div className="container">
        <div className="check-panel">
          <div className="check-panel__intro">
            <h2 id="savings-title">{texts.heading}</h2>
            <p>{texts.text}</p>
          </div>
          <Island of={savingsFormIsland} props={{ apiSlug, answers }} />
        </div>
      </div>
    </section>
  );
}
