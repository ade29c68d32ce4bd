// The preview's bar (docs/product.md §4), on top of the page while it scrolls: says the page
// is a preview and of which version (the change under review in the studio, or the
// published campaign; an experiment's version А or Б when the link asks for one), offers the three
// phases to look at on a campaign's page, and a way out that drops the preview's cookie. Another page that can run an
// experiment shows it too (its supplier's link to either version: server/preview/preview-page.ts), without the phases.
// Its styles travel with a preview's page alone (server/render/preview-bar-style.ts), never in a kind's public CSS.
import type { ShownPhase } from '../content/calendar.js';
import { PREVIEW_PHASES, previewExitHref, previewPhaseHref } from '../pages/preview-links.js';
import type { PreviewState } from '../store/slices/page.js';
import { VERSION_LETTERS } from '../experiments/versions.js';

const PHASE_WORDS: Record<ShownPhase, string> = { upcoming: 'до старта', running: 'идёт', finished: 'завершена' };
const VERSION_WORDS: Record<PreviewState['shows'], string> = {
  review: ': правка на согласовании — ещё не опубликована.',
  published: ': опубликованная версия.',
};

export function PreviewBar({ preview, phase, path }: { preview: PreviewState; phase?: ShownPhase; path: string }) {
  return (
    <div className="preview-mark" role="region" aria-label="Предпросмотр">
      <p>
        <strong>Предпросмотр</strong>
        {VERSION_WORDS[preview.shows]}
        {preview.experiment && ` Вариант ${VERSION_LETTERS[preview.experiment.version]} эксперимента «${preview.experiment.name}»`
          + (preview.experiment.version === 'a' ? ' — как на сайте.' : '.')}
        {' Страницу в этом виде видят только те, у кого есть ссылка.'}
      </p>
      <nav aria-label={phase ? 'Фаза акции' : 'Выход из предпросмотра'}>
        {phase && 'Фаза: '}
        {phase && PREVIEW_PHASES.map((each) => (
          <a key={each} href={previewPhaseHref(path, each)} aria-current={each === phase ? 'true' : undefined}>{PHASE_WORDS[each]}</a>
        ))}
        <a className="preview-mark__exit" href={previewExitHref(path)}>Выйти из предпросмотра</a>
      </nav>
    </div>
  );
}
