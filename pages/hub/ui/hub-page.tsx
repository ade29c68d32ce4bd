// The hub, /promo/ (docs/product.md §4 "The hub"), made by the server at the time of the render; nothing here runs in the
// browser. The lead speaks of upcoming promotions only while the hub has some.
import { useAppSelector } from '#shared/store/hooks.js';
import { selectPage } from '#shared/store/slices/page.js';
import { hubEntriesOf, type HubEntry } from '#shared/store/slices/hub-entry.js';
import { SiteFooter } from '#shared/ui/site-footer.js';
import { SiteBar } from '#shared/ui/site-bar.js';
import { StatusChip } from '#shared/ui/status-chip.js';
import { formatDateRange, formatDay } from '#shared/ui/format-dates.js';
import { selectHubTexts } from '#shared/content/hub-texts.js';
import type { HubTexts } from '#shared/content/hub-schema.js';
import { DATE } from '#shared/content/hub-placeholders.js';
import { fillTemplate } from '#shared/content/text-template.js';

/** The hub's sections in order; each one's heading is the content's (content/hub.json `sections`). */
const HUB_SECTIONS = ['running', 'upcoming', 'finished'] as const;

/** What a card says about when: the period, or the start of an upcoming one, or its start without an end (content/hub.json's words). */
function when(entry: HubEntry, words: HubTexts['cardDates']): string | undefined {
  if (!entry.starts) return undefined;
  const on = (text: string) => fillTemplate(text, { [DATE]: formatDay(entry.starts!) });
  if (entry.phase === 'upcoming') return on(words.upcoming);
  return entry.ends ? formatDateRange(entry.starts, entry.ends) : on(words.since);
}

function HubCard({ entry, texts }: { entry: HubEntry; texts: HubTexts }) {
  const dates = when(entry, texts.cardDates);
  return (
    <li className="hub__item">
      <a className="hub__card" href={entry.href}>
        <img className="hub__image" src={entry.image.src} alt="" width={entry.image.width} height={entry.image.height} loading="lazy" />
        <span className="hub__body">
          <span className="hub__meta">
            <StatusChip phase={entry.phase} />
            {dates && <span className="hub__dates">{dates}</span>}
          </span>
          <span className="hub__name">{entry.name}</span>
          <span className="hub__lead">{entry.lead}</span>
          {entry.results && <span className="hub__more">{texts.finishedMore}</span>}
        </span>
      </a>
    </li>
  );
}

export function HubPage() {
  const page = useAppSelector(selectPage);
  const { currentYear, base } = page;
  const hub = hubEntriesOf(page);
  const texts = useAppSelector(selectHubTexts);
  const lead = hub.some((entry) => entry.phase === 'upcoming') ? texts.lead.withUpcoming : texts.lead.withoutUpcoming;
  return (
    <div className="page hub">
      <header className="hub-header">
        <SiteBar />
        <div className="hero hero--light">
          <div className="container">
            <h1>{texts.heading}</h1>
            <p className="hero__lead">{lead}</p>
          </div>
        </div>
      </header>
      <main>
        {HUB_SECTIONS.map((phase) => {
          const entries = hub.filter((entry) => entry.phase === phase);
          if (entries.length === 0) return null;
          return (
            <section key={phase} className="container section hub__section" aria-labelledby={`hub-${phase}`}>
              <h2 id={`hub-${phase}`}>{texts.sections[phase]}</h2>
              <ul className="hub__list">
                {entries.map((entry) => <HubCard key={entry.id} entry={entry} texts={texts} />)}
              </ul>
            </section>
          );
        })}
      </main>
      <SiteFooter currentYear={currentYear} hubHref={base} />
    </div>
  );
}
