// «Эксперименты» as pages of the studio's listener (docs/decisions/486-experiments-in-the-studio.md): the list of the
// site's experiments, and one experiment's results (per version visitors, goals, rate, busiest network's share, Б's
// lift, the verdict or why it is withheld, a table by day) with «Оставить вариант Б» and «Оставить
// как было». The statistics: docs/decisions/720-verdict-under-daily-looks.md,
// docs/decisions/1055-a-verdict-that-stands-on-networks.md.
import { formatDay } from '#shared/ui/format-dates.js';
import { EXPERIMENT_GOALS } from '#shared/analytics/goal-words.js';
import { VERSION_LETTERS, type Version } from '#shared/experiments/versions.js';
import type { Estimate } from '#shared/experiments/statistics.js';
import { escapeHtml as e } from '../answers/escape-html.js';
import { POST_SCRIPT, studioDocument } from './studio-document.js';
import { experimentStamp, type ExperimentState, type ExperimentView, type experimentsList } from './experiment-view.js';

const STATE_WORDS: Record<ExperimentState, string> = {
  upcoming: 'ещё не начался', running: 'идёт', over: 'дни эксперимента прошли, решения нет',
  'kept-a': 'закончен: оставили как было (вариант А)', 'kept-b': 'закончен: оставили вариант Б',
};

const number = new Intl.NumberFormat('ru-RU');
const percent = (value: number, digits = 1) =>
  `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value * 100)} %`;
const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${percent(Math.abs(value))}`;
const interval = ({ low, high }: Estimate, show: (value: number) => string) => `от ${show(low)} до ${show(high)}`;

const days = (from: string, to: string) => `${formatDay(from)} — ${formatDay(to)}`;

/** Why the verdict is withheld, in the operator's words; empty when it is not. */
function withheldWords(view: ExperimentView): string[] {
  const { withheld, split, totals, networks } = view;
  const reasons: string[] = [];
  if (withheld.split) {
    const p = split.p < 0.000_001 ? 'меньше 0,000001' : new Intl.NumberFormat('ru-RU', { maximumSignificantDigits: 2 }).format(split.p);
    reasons.push(`посетители разделились не так, как их распределяли: А — ${number.format(totals.a.visitors)}, `
      + `Б — ${number.format(totals.b.visitors)}, а по доле Б, при которой пришёл каждый, в Б ждали около `
      + `${number.format(Math.round(split.expectedB))} (хи-квадрат ${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 })
        .format(split.chiSquare)}, p ${p}): часть посетителей одного из вариантов теряется или считается не так. Сообщите разработчикам`);
  }
  for (const version of withheld.crowded) {
    reasons.push(`в варианте ${VERSION_LETTERS[version]} ${percent(networks[version].conversions / totals[version].conversions)} целей `
      + `(${number.format(networks[version].conversions)} из ${number.format(totals[version].conversions)}) пришли из одной сети: `
      + 'это может быть один офис, один человек или робот. Вывод будет, когда на одну сеть придётся не больше десятой части целей');
  }
  if (withheld.fewNetworks) {
    const winner = VERSION_LETTERS[view.verdict === 'a' ? 'a' : 'b'];
    const standsOn = view.standsOn!;
    reasons.push((standsOn === 0
      ? 'если считать каждую сеть (/24, /48) за одну цель, разницы не видно'
      : `вывод держится лишь на ${onNetworks(standsOn)} (/24, /48): если считать каждую сеть за одну цель, без целей `
        + `${number.format(standsOn)} из тех, что дали цели варианту ${winner}, разницы не видно`)
      + ': столько сетей могут быть несколько офисов, людей или роботов. Вывод будет, когда он устоит без целей любых '
      + `${number.format(view.verdictNetworks - 1)} сетей`);
  }
  return reasons;
}

/** «на 1 сети», «на 21 сети», «на 12 сетях». */
const onNetworks = (count: number) => `${number.format(count)} ${count % 10 === 1 && count % 100 !== 11 ? 'сети' : 'сетях'}`;

/** What the operator may do next, or what was decided: a decided test recommends nothing. */
function nextWords(view: ExperimentView, advice: string): string {
  if (view.state === 'kept-b') return 'Решение принято: оставили вариант Б.';
  if (view.state === 'kept-a') return 'Решение принято: оставили как было (вариант А).';
  return advice;
}

/** The verdict's sentence, and whether it is one (a verdict), the wait for one, or one withheld. */
function verdictWords(view: ExperimentView): { text: string; className: string } {
  const { verdict, lift, totals, minimum, state } = view;
  const withheld = withheldWords(view);
  if (withheld.length > 0) {
    const decided = nextWords(view, '');
    return {
      className: 'bad',
      text: `Результату нельзя доверять, вывода${decided ? '' : ' и решения'} нет: ${withheld.join('; ')}.${decided ? ` ${decided}` : ''}`,
    };
  }
  if (verdict === 'early') {
    const has = (version: Version) =>
      `${VERSION_LETTERS[version]} — ${number.format(totals[version].visitors)} и ${number.format(totals[version].conversions)}`;
    const sample = `не меньше ${minimum.visitors} посетителей и ${minimum.conversions} достигнутых целей (сейчас посетителей и целей: `
      + `${has('a')}, ${has('b')})`;
    const waiting = state === 'running' || state === 'upcoming';
    return {
      className: 'wait',
      text: waiting ? `Вывода пока нет: он будет, когда в каждом варианте наберётся ${sample}.`
        : `Вывода нет: для него в каждом варианте нужно ${sample}. ${nextWords(view, 'Дни эксперимента прошли.')}`,
    };
  }
  const standing = `Вывод держится на ${onNetworks(view.standsOn!)} (/24, /48).`;
  if (verdict === 'b') {
    const text = `Вариант Б лучше: конверсия выше на ${percent(lift!.value)} (${interval(lift!, percent)}). ${standing} `
      + nextWords(view, 'Можно оставить вариант Б.');
    return { className: 'win', text };
  }
  if (verdict === 'a') {
    const below = { value: -lift!.value, low: -lift!.high, high: -lift!.low };
    const text = `Вариант Б хуже: конверсия ниже на ${percent(below.value)} (${interval(below, percent)}). ${standing} `
      + nextWords(view, 'Лучше оставить как было.');
    return { className: 'lose', text };
  }
  const advice = state === 'over' ? 'Дни эксперимента прошли: новых посетителей он уже не считает.'
    : 'Можно ждать дальше: смотреть результаты можно каждый день, вывод от этого не станет менее точным.';
  return {
    className: 'wait',
    text: `Разницы ${state === 'running' ? 'пока ' : ''}не видно: прирост Б ${interval(lift!, signed)} — в этих пределах и ноль. `
      + nextWords(view, advice),
  };
}

/** The sample the test needs, said at А's rate now. */
function neededWords(view: ExperimentView): string {
  if (!view.needed) {
    return 'Сколько нужно посетителей, чтобы заметить прирост на 20 %, станет ясно после первых целей в варианте А.';
  }
  return `Чтобы заметить прирост конверсии на 20 % с вероятностью 80 % при нынешней конверсии А `
    + `(${percent(view.rates.a.value, 2)}), нужно около ${number.format(view.needed.a)} посетителей в варианте А `
    + `и ${number.format(view.needed.b)} в варианте Б.`;
}

/** A share of a version's count, or a dash while it has none. */
const shareOf = (part: number, whole: number) => (whole > 0 ? percent(part / whole) : '—');

function versionsTable(view: ExperimentView): string {
  const early = view.verdict === 'early';
  const row = (version: Version, name: string) => {
    const rate = view.rates[version];
    const range = early ? 'после минимальной выборки' : interval(rate, (value) => percent(value, 2));
    const { visitors, conversions } = view.totals[version];
    const network = view.networks[version];
    return `<tr data-version="${version}"><th scope="row">${name}</th><td>${number.format(visitors)}</td>`
      + `<td>${number.format(conversions)}</td><td>${percent(rate.value, 2)}</td><td>${range}</td>`
      + `<td>${shareOf(network.visitors, visitors)}</td><td>${shareOf(network.conversions, conversions)}</td></tr>`;
  };
  return '<table class="versions"><caption>По вариантам</caption><thead><tr><th scope="col" rowspan="2">Вариант</th>'
    + '<th scope="col" rowspan="2">Посетители</th><th scope="col" rowspan="2">Достигли цели</th><th scope="col" rowspan="2">Конверсия</th>'
    + '<th scope="col" rowspan="2">95 % интервал</th><th scope="colgroup" colspan="2">Больше всего из одной сети (/24, /48)</th></tr>'
    + '<tr><th scope="col">посетителей</th><th scope="col">целей</th></tr></thead>'
    + `<tbody>${row('a', 'А — как на сайте')}${row('b', 'Б — новый')}</tbody></table>`;
}

/** The visitors a network added past its day's bound (server/experiments/count-rule.ts), when there are any. */
const uncountedWords = ({ uncounted: { visitors, perNetwork } }: ExperimentView) => (visitors === 0 ? ''
  : `<p id="uncounted">Не учтены новые посетители одной сети (/24, /48) сверх ${number.format(perNetwork)} за день: `
    + `${number.format(visitors)} (и их цели). Так одна сеть не размывает результат и не заполняет хранилище.</p>`);

function liftLines(view: ExperimentView): string {
  const lift = view.lift && view.verdict !== 'early'
    ? `${signed(view.lift.value)} (95 % интервал: ${interval(view.lift, signed)})`
    : view.lift ? `${signed(view.lift.value)} (интервал — после минимальной выборки)` : 'пока не посчитать: в одном из вариантов нет целей';
  // A share changed mid-run: А and Б compared within each share, then combined (docs/decisions/1055-a-verdict-that-stands-on-networks.md).
  const within = view.stratified ? ' (доля Б менялась: А и Б сравниваются внутри каждой доли)' : '';
  return `<dl class="lift"><dt>Прирост конверсии Б относительно А${within}</dt><dd id="lift">${lift}</dd></dl>`;
}

/** Each version's visitors, goals and rate counted up to each day (docs/decisions/486-experiments-in-the-studio.md). */
function byDay(view: ExperimentView): string {
  const { series } = view;
  if (series.length === 0) return '<p>Данных по дням пока нет: посетителей ещё не считали.</p>';
  const rate = ({ visitors, conversions }: { visitors: number; conversions: number }) => (visitors > 0 ? conversions / visitors : 0);
  const rows = series.map((day) => `<tr><th scope="row">${e(formatDay(day.day))}</th>`
    + `<td>${number.format(day.a.visitors)}</td><td>${number.format(day.a.conversions)}</td><td>${percent(rate(day.a), 2)}</td>`
    + `<td>${number.format(day.b.visitors)}</td><td>${number.format(day.b.conversions)}</td>`
    + `<td>${percent(rate(day.b), 2)}</td></tr>`).join('');
  return '<table class="days"><caption>Нарастающим итогом по дням</caption><thead>'
    + '<tr><td></td><th scope="colgroup" colspan="3">А</th><th scope="colgroup" colspan="3">Б</th></tr>'
    + '<tr><th scope="col">День</th><th scope="col">Посетители</th><th scope="col">Цели</th><th scope="col">Конверсия</th>'
    + '<th scope="col">Посетители</th><th scope="col">Цели</th><th scope="col">Конверсия</th></tr></thead>'
    + `<tbody>${rows}</tbody></table>`;
}

const STYLE = 'body{font:15px/1.45 system-ui,sans-serif;margin:1.5rem;color:#1a1a1a;max-width:72rem}'
  + 'table{border-collapse:collapse;margin:.5rem 0 1rem}th,td{padding:.3rem .6rem;border-bottom:1px solid #ddd;text-align:right}'
  + 'th[scope=row],caption{text-align:left}caption{font-weight:600;padding:.3rem 0}'
  + '.verdict{font-size:17px;padding:.6rem .8rem;border-left:4px solid #888;background:#f6f6f6}'
  + '.win{border-color:#0b6b2b}.lose,.bad{border-color:#a3120b}'
  + 'dl.lift{display:grid;grid-template-columns:max-content auto;gap:.2rem 1rem}dd{margin:0;font-weight:600}'
  + 'button{font:inherit;cursor:pointer;margin-right:.6rem;padding:.35rem .8rem}';

const SCRIPT = `${POST_SCRIPT}
document.addEventListener('click', (event) => {
  const button = event.target.closest('button[data-action]');
  if (!button || !confirm(button.dataset.question)) return;
  post(button, button.dataset.url, button.dataset.body, 'Сохраняю…', button.dataset.done, 2500);
});`;

function buttons(view: ExperimentView): string {
  // A result that cannot be trusted decides nothing (docs/product.md §12).
  if (!view.editable || withheldWords(view).length > 0) return '';
  const id = e(view.experiment.id);
  // What the page showed: the studio takes the decision only while the experiment is the same (server/studio/studio-api.ts).
  const body = `data-body="${e(JSON.stringify({ seen: experimentStamp(view.experiment) }))}" `;
  const keepB = 'Оставить вариант Б? Эксперимент закончится: все посетители сразу увидят Б, а поля варианта Б станут '
    + `правкой ${view.pageWord} на согласовании — после публикации она станет содержимым страницы.`;
  const keepA = 'Оставить как было? Эксперимент закончится, все посетители увидят вариант А; результаты останутся на этой странице.';
  return '<p class="decide">'
    + `<button type="button" data-action="keep-b" data-url="/site-api/experiments/${id}/keep-b" ${body}data-question="${e(keepB)}" `
    + `data-done="${e(`Готово: правка ${view.pageWord} с вариантом Б ждёт согласования в студии («Процесс работы»). `
      + 'Эксперимент закончен.')}">`
    + 'Оставить вариант Б</button>'
    + `<button type="button" data-action="keep-a" data-url="/site-api/experiments/${id}/keep-a" ${body}data-question="${e(keepA)}" `
    + `data-done="${e('Готово: эксперимент закончен, все видят вариант А.')}">Оставить как было</button></p>`;
}

/** One experiment's results; without a view, only `message` (the sign-in refusal, or no such experiment). */
export function experimentPage(view: ExperimentView | undefined, message?: string): string {
  const page = { title: 'Результаты эксперимента', style: STYLE };
  if (!view) return studioDocument(page, undefined, message);
  const { experiment } = view;
  const goal = EXPERIMENT_GOALS[experiment.goal];
  const nav = '<p><a href="/experiments">← Все эксперименты</a> · <a href="/">В студию</a></p>';
  const about = `<p>Страница «${e(view.pageTitle)}», ${e(days(experiment.starts, experiment.ends))}; цель: ${e(goal)}; `
    + `вариант Б видят ${experiment.share} % посетителей. Сейчас: <strong id="state">${STATE_WORDS[view.state]}</strong>. `
    + `<a href="/#/collections/experiments/entries/${e(experiment.id)}">Открыть в студии</a></p>`;
  const { text, className } = verdictWords(view);
  const method = '<p><small>Интервалы и вывод верны, как часто ни смотреть результаты (доверительные последовательности), '
    + 'и ошибаются в пользу Б не чаще, чем против него. Вывод должен устоять, если считать каждую сеть (/24, /48) за одну цель '
    + `и убрать цели любых ${view.verdictNetworks - 1} сетей, давших цели победившему варианту.</small></p>`;
  return studioDocument({ ...page, heading: `Эксперимент «${e(experiment.name)}»` }, `${nav}${about}`
    + `<p class="verdict ${className}" id="verdict">${text}</p>${view.experiment.decision ? '' : `<p id="needed">${neededWords(view)}</p>`}`
    + `${versionsTable(view)}${uncountedWords(view)}${liftLines(view)}${method}<p id="status" role="status"></p>${buttons(view)}`
    + `<h2>По дням</h2>${byDay(view)}<script>${SCRIPT}</script>`);
}

/** The list of the site's experiments, each a link to its results. */
export function experimentsPage(list: ReturnType<typeof experimentsList> | undefined, message?: string): string {
  const page = { title: 'Эксперименты', style: STYLE };
  if (!list) return studioDocument(page, undefined, message);
  const rows = list.map(({ experiment, pageTitle, state }) => `<tr><th scope="row">`
    + `<a href="/experiments/${e(experiment.id)}">${e(experiment.name)}</a></th><td>${e(pageTitle)}</td>`
    + `<td>${e(days(experiment.starts, experiment.ends))}</td><td>${STATE_WORDS[state]}</td></tr>`).join('');
  const body = list.length === 0
    ? '<p>Экспериментов пока нет. Новый — в студии, раздел «Эксперименты».</p>'
    : '<table><thead><tr><th scope="col">Что проверяем</th><th scope="col">Акция</th><th scope="col">Дни</th>'
      + `<th scope="col">Сейчас</th></tr></thead><tbody>${rows}</tbody></table>`;
  return studioDocument(page, `<p><a href="/">← В студию</a></p>${body}`);
}
