// What the content studio asks the server for (docs/decisions/100-content-studio.md), a router the studio's own
// listener mounts (never the public host): «Состояние сайта» as JSON and as a page, a supplier's preview link (signed
// here: the operator never sees PREVIEW_TOKEN), a campaign's links revoked, a kind's texts file as served. Every path
// wants STUDIO_TOKEN (unset: one made at start-up) as `Authorization: Bearer`, or the studio's cookie, which `?token=`
// on «Состояние сайта» sets (303 without it). Posts take JSON only, so a cross-site form posts nothing with the cookie.
// Answers are never stored.
import { randomBytes } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { SiteContent } from '../content/site-content.js';
import type { UpstreamClient } from '../upstream/client.js';
import { getCall } from '../upstream/get-call.js';
import { SLUG_PATTERN } from '#shared/content/campaign-schema.js';
import type { ReloadLog } from '../content/reload-log.js';
import type { PreviewEpochs } from '../preview/preview-epochs.js';
import { signGrant } from '../preview/preview-grant.js';
import { cookieOf, secretMatcher } from '../preview/request-secret.js';
import { PREVIEW_PARAM } from '#shared/pages/preview-links.js';
import { siteState, type FormWords } from './site-state.js';
import { allContentWarnings, createArtWarnings } from '../content/art-warnings.js';
import { siteStatePage } from './site-state-page.js';
import { campaignOf, previewIdOf } from '../pages/campaign-pages.js';
import type { ContentHistory } from './content-history.js';
import { historyPage } from './history-page.js';
import { operatorName } from './operator-name.js';
import type { CalendarEdits, EditOutcome } from './calendar-edits.js';
import { calendarPage } from './calendar-page.js';
import { calendarView } from './calendar-view.js';
import { moscowDay } from '#shared/content/calendar.js';
import type { ChangesUnderReview } from '../preview/changes-under-review.js';
import { STATE_PATH } from '../../studio/site-state-path.js';
import type { ExperimentEdits } from './experiment-edits.js';
import { experimentPage, experimentsPage } from './experiment-page.js';
import { experimentsList, experimentStamp, experimentView, type ReadExperimentResults } from './experiment-view.js';

/** The studio's paths on its listener. */
export const STUDIO_PATHS = {
  statePage: '/site-state',
  state: STATE_PATH,
  previewLink: '/site-api/campaigns/:id/preview-link',
  revokeLinks: '/site-api/campaigns/:id/revoke-links',
  kindTexts: '/site-api/kind-texts/:kind',
  /** A brand as served (typeset): a scheduled change's preview draws its campaign's brand mark (studio/campaign-preview.tsx). */
  brand: '/site-api/brands/:id',
  /** Whether the upstream knows an apiSlug: a landing's preview says why its products are left out (docs/product.md §13). */
  apiSlug: '/site-api/api-slugs/:slug',
  /** The embedded studio's history (docs/decisions/117-studio-history.md): the page, as JSON, a restore. */
  historyPage: '/history',
  history: '/site-api/history',
  restore: '/site-api/history/:commit/restore',
  /** The campaigns' calendar (docs/decisions/251-scheduled-changes.md): the page, «Завершить сейчас», a scheduled change cancelled. */
  calendarPage: '/calendar',
  endNow: '/site-api/campaigns/:id/end-now',
  cancelScheduled: '/site-api/schedule/:id/cancel',
  /** The experiments and one's results (docs/decisions/486-experiments-in-the-studio.md), «Оставить вариант Б», «Оставить как было». */
  experimentsPage: '/experiments',
  experimentPage: '/experiments/:id',
  keepB: '/site-api/experiments/:id/keep-b',
  keepA: '/site-api/experiments/:id/keep-a',
} as const;
export const STUDIO_COOKIE = 'promo_studio';

/** The studio's pages, each with its refusal without the page's data. */
const PAGES = new Map<string, (none: undefined, refusal: string) => string>([
  [STUDIO_PATHS.statePage, siteStatePage], [STUDIO_PATHS.historyPage, historyPage], [STUDIO_PATHS.calendarPage, calendarPage],
  [STUDIO_PATHS.experimentsPage, experimentsPage],
]);

const DAY_MS = 24 * 60 * 60 * 1000;
/** A supplier's link: a week unless asked, three months at most (docs/decisions/022-preview-grants.md). */
const DEFAULT_LINK_DAYS = 7;
const MAX_LINK_DAYS = 90;

/** «Завершить сейчас»: the reason the page shows its visitors. */
const endNowRequest = z.strictObject({ reason: z.string().trim().min(1).max(300).regex(/^[^<>]*$/) });

/** Where the calendar's buttons are when this studio's repository is a git host's. */
const CALENDAR_ELSEWHERE = 'На git-хостинге: откройте запись в студии, поменяйте последний день и причину (или «Отменено») и опубликуйте';

/** Where the result page's buttons are when this studio's repository is a git host's. */
const EXPERIMENT_ELSEWHERE = 'На git-хостинге: откройте эксперимент в студии, поставьте решение и опубликуйте; '
  + 'поля варианта Б перенесите в акцию обычной правкой';

/** A restore: the keys of the fields to put back (none: every field the edit changed). */
const restoreRequest = z.strictObject({ fields: z.array(z.string().min(1).max(400)).max(200).optional() });

const linkRequest = z.strictObject({ days: z.number().int().min(1).max(MAX_LINK_DAYS).optional() });

export interface StudioApiDeps {
  config: Pick<Config, 'previewToken' | 'publicOrigins' | 'port' | 'studioToken'>;
  /** The served content and what the reloads and revocations did: the assembled server (server/create-server.ts). */
  server: { readonly site: SiteContent; reloads: ReloadLog; epochs: PreviewEpochs; upstream: UpstreamClient };
  /** Real time (a link's expiry is not the calendar's); unset: Date.now. */
  now?: () => number;
  /**
   * The studio's own page (`GET /`) sets the studio's cookie for whoever opens it: the local
   * default, where the listener is bound to 127.0.0.1 and no STUDIO_TOKEN is configured.
   */
  signInOnStudioPage?: boolean;
  /** The published branch's history and its restore: the embedded studio's repository only. */
  history?: ContentHistory;
  /** The calendar's buttons: the embedded studio's repository only. */
  calendarEdits?: CalendarEdits;
  /** The studio form's words for fields and problems (server/studio-listener/field-labels.ts); unset: paths and the check's words. */
  formWords?: FormWords;
  /** The embedded studio's open changes, which a supplier's link shows (server/preview/changes-under-review.ts). */
  changesUnderReview?: ChangesUnderReview;
  /** The experiments' counts by key (server/experiments/); unset: none counted, the result pages show none. */
  experimentResults?: ReadExperimentResults;
  /** The result page's buttons: the embedded studio's repository only. */
  experimentEdits?: ExperimentEdits;
}

export type StudioApi = ReturnType<typeof createStudioApi>;

class StudioRefusal extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** A commit the studio made, or its refusal as the studio's answers say one. */
function answer(res: Response, outcome: EditOutcome): void {
  if (!outcome.done) throw new StudioRefusal(outcome.status, outcome.message);
  res.json(outcome);
}

/** A decision posted while the result cannot be trusted (the page that showed the buttons was drawn before). */
const DECISION_WITHHELD = 'Решение не принято: результату сейчас нельзя доверять. Обновите страницу эксперимента — она скажет почему';
/** A decision posted from a result page drawn before the experiment changed (its share, its Б, its days, a decision taken). */
const DECISION_STALE = 'Решение не принято: эксперимент изменился, пока страница была открыта. Обновите её и решите снова';

/** A server with no preview key: only its administrator can give it one (PREVIEW_TOKEN, docs/operations.md). */
const PREVIEW_OFF = 'Ссылки для поставщика на этом сервере не включены: попросите администратора сайта включить предпросмотр';

/** Where the history is kept when this studio's repository is a git host's. */
const HISTORY_ELSEWHERE = 'История правок и откат — на git-хостинге репозитория контента: как вернуть правку там, '
  + 'сказано в руководстве по контенту, раздел «История и откат».';

/** «История» when the content repository cannot be read now. */
const HISTORY_UNREAD = 'Историю сейчас не удалось прочитать из хранилища студии: ничего не изменено. Обновите страницу через минуту.';

export function createStudioApi({
  config, server, now = Date.now, signInOnStudioPage = false, history, calendarEdits, formWords, changesUnderReview,
  experimentResults = async () => ({ days: [] }), experimentEdits,
}: StudioApiDeps) {
  const token = config.studioToken ?? randomBytes(32).toString('base64url');
  const isToken = secretMatcher(token);
  const origin = config.publicOrigins.promo ?? `http://localhost:${config.port}`;
  const previewToken = config.previewToken;

  function signedIn(req: Request): boolean {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return isToken(bearer) || isToken(cookieOf(req, STUDIO_COOKIE));
  }

  /** A campaign's page; or, `tested`, also another page that can run an experiment (its supplier's link, by the kind's name). */
  function campaignPage(id: string, missing = `Нет акции «${id}» в опубликованном контенте`, tested = false) {
    const page = server.site.routes.pages.find((entry) => (tested ? previewIdOf(entry) : campaignOf(entry)?.id) === id);
    if (!page) throw new StudioRefusal(404, missing);
    return page;
  }

  function requirePreview(): string {
    if (previewToken === undefined) throw new StudioRefusal(409, PREVIEW_OFF);
    return previewToken;
  }

  /** The campaign's page a supplier's link opens: its change under review if it has one open, else as published. */
  async function linkedPage(id: string): Promise<{ path: string; shows: 'review' | 'published' }> {
    const change = await changesUnderReview?.(id);
    if (change) return { path: change.page.paths.promo!, shows: 'review' };
    // With the embedded studio a saved change would do: a new entry must be saved first.
    const unsaved = changesUnderReview && `Нет акции «${id}» ни на сайте, ни среди сохранённых правок: сначала нажмите «Сохранить»`;
    return { path: campaignPage(id, unsaved, true).paths.promo!, shows: 'published' };
  }

  const art = createArtWarnings();
  const state = async () => siteState({
    site: server.site, reloads: server.reloads,
    warnings: [...(server.reloads.last?.warnings ?? []), ...await allContentWarnings(server.site.content, server.site.contentDir, art)],
    ...(formWords ? { formWords } : {}),
  });

  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    res.setHeader('x-robots-tag', 'noindex');
    next();
  });
  const signIn = (req: Request, res: Response) =>
    res.cookie(STUDIO_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/' });
  if (signInOnStudioPage) {
    router.get('/', (req, res, next) => {
      signIn(req, res);
      next();
    });
  }
  // The page's sign-in: `?token=` becomes the studio's cookie, and the address loses it.
  router.get(STUDIO_PATHS.statePage, (req, res, next) => {
    if (!isToken(typeof req.query.token === 'string' ? req.query.token : undefined)) return next();
    signIn(req, res);
    res.redirect(303, STUDIO_PATHS.statePage);
  });
  router.use((req, res, next) => {
    // An experiment's results (/experiments/<id>) are a page too.
    const page = PAGES.get(req.path) ?? (req.path.startsWith(`${STUDIO_PATHS.experimentsPage}/`) ? experimentPage : undefined);
    if (!(page || req.path.startsWith('/site-api/'))) return next('router');
    if (signedIn(req)) return next();
    res.setHeader('www-authenticate', 'Bearer realm="studio"');
    const message = 'Нужен вход в студию: откройте её заново';
    if (page) return res.status(401).type('html').send(page(undefined, message));
    res.status(401).json({ message });
  });
  router.post('/site-api/{*rest}', (req, _res, next) => {
    next(req.is('application/json') ? undefined : new StudioRefusal(415, 'Запрос должен быть JSON (Content-Type: application/json)'));
  });
  router.use(express.json({ limit: '4kb' }));

  router.get(STUDIO_PATHS.state, async (_req, res) => {
    res.json(await state());
  });
  router.get(STUDIO_PATHS.statePage, async (_req, res) => {
    res.type('html').send(siteStatePage(await state()));
  });
  // A kind's own file as served (typeset): the preview pane draws the page with the published texts.
  router.get(STUDIO_PATHS.kindTexts, (req, res) => {
    const texts = server.site.content.kindFiles[req.params.kind as string];
    if (texts === undefined) throw new StudioRefusal(404, `Нет файла текстов вида страниц «${req.params.kind as string}»`);
    res.json(texts);
  });
  router.get(STUDIO_PATHS.brand, (req, res) => {
    const brand = server.site.content.brands.find(({ id }) => id === req.params.id);
    if (!brand) throw new StudioRefusal(404, `Нет бренда «${req.params.id as string}» на сайте`);
    res.json(brand);
  });
  router.get(STUDIO_PATHS.apiSlug, async (req, res) => {
    const slug = req.params.slug as string;
    if (!SLUG_PATTERN.test(slug)) throw new StudioRefusal(404, `«${slug}» — не код акции: латинские строчные буквы, цифры и дефис`);
    const products = await getCall({ upstream: server.upstream }, 'products', { slug });
    res.json({ unknown: !products.ok && products.failure.reason === 'status' && products.failure.status === 404 });
  });
  router.post(STUDIO_PATHS.previewLink, async (req, res) => {
    const secret = requirePreview();
    const id = req.params.id as string;
    const asked = linkRequest.safeParse(req.body ?? {});
    if (!asked.success) throw new StudioRefusal(400, `Срок ссылки — целое число дней от 1 до ${MAX_LINK_DAYS}`);
    const { path, shows } = await linkedPage(id);
    const days = asked.data.days ?? DEFAULT_LINK_DAYS;
    const expiresAt = now() + days * DAY_MS;
    const grant = signGrant(secret, id, expiresAt, server.epochs.of(id));
    res.json({
      campaign: id, days, expiresAt: new Date(Math.floor(expiresAt / 1000) * 1000).toISOString(), shows,
      url: `${origin}${path}?${PREVIEW_PARAM}=${grant}`,
    });
  });
  router.post(STUDIO_PATHS.revokeLinks, async (req, res) => {
    requirePreview();
    const id = req.params.id as string;
    // A campaign the links can open: published, or a change under review.
    await linkedPage(id);
    const epoch = await server.epochs.revoke(id).catch(() => {
      throw new StudioRefusal(503, 'Не удалось отозвать ссылки: хранилище отзывов недоступно. Попробуйте ещё раз через минуту');
    });
    res.json({ campaign: id, revokedAt: new Date(now()).toISOString(), epoch });
  });
  router.get(STUDIO_PATHS.historyPage, async (_req, res) => {
    if (!history) return void res.status(404).type('html').send(historyPage(undefined, HISTORY_ELSEWHERE));
    // The page answers as a page even when the repository cannot be read: the operator reads a sentence, never a JSON answer.
    const entries = await history.list(server.site.clock.now()).catch(() => undefined);
    res.status(entries ? 200 : 503).type('html').send(historyPage(entries, entries ? undefined : HISTORY_UNREAD, server.site.content));
  });
  router.get(STUDIO_PATHS.history, async (_req, res) => {
    if (!history) throw new StudioRefusal(404, HISTORY_ELSEWHERE);
    res.json({ entries: await history.list(server.site.clock.now()) });
  });
  router.post(STUDIO_PATHS.restore, async (req, res) => {
    if (!history) throw new StudioRefusal(404, HISTORY_ELSEWHERE);
    const asked = restoreRequest.safeParse(req.body ?? {});
    if (!asked.success) {
      throw new StudioRefusal(400, 'Поля для возврата не поняты: ничего не изменено. Откройте «Историю» заново и нажмите кнопку у поля.');
    }
    answer(res, await history.restore(req.params.commit as string, asked.data.fields, operatorName(req), server.site.clock.now()));
  });
  router.get(STUDIO_PATHS.calendarPage, (req, res) => {
    const asked = typeof req.query.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(req.query.month) ? req.query.month : undefined;
    res.type('html').send(calendarPage(calendarView(server.site, asked, calendarEdits !== undefined, formWords)));
  });
  router.post(STUDIO_PATHS.endNow, async (req, res) => {
    if (!calendarEdits) throw new StudioRefusal(404, CALENDAR_ELSEWHERE);
    const asked = endNowRequest.safeParse(req.body ?? {});
    if (!asked.success) throw new StudioRefusal(400, 'Нужна причина досрочного окончания: простой текст до 300 знаков');
    const page = campaignPage(req.params.id as string);
    const instant = server.site.clock.now();
    if (server.site.calendar.phaseOf(page, instant) !== 'running') {
      throw new StudioRefusal(409, 'Завершить сейчас можно только идущую акцию');
    }
    answer(res, await calendarEdits.endNow(page.id, moscowDay(instant - DAY_MS), asked.data.reason, operatorName(req)));
  });
  router.post(STUDIO_PATHS.cancelScheduled, async (req, res) => {
    if (!calendarEdits) throw new StudioRefusal(404, CALENDAR_ELSEWHERE);
    answer(res, await calendarEdits.cancel(req.params.id as string, operatorName(req)));
  });
  router.get(STUDIO_PATHS.experimentsPage, (_req, res) => {
    res.type('html').send(experimentsPage(experimentsList(server.site)));
  });
  router.get(STUDIO_PATHS.experimentPage, async (req, res) => {
    const view = await experimentView(server.site, req.params.id as string, experimentResults, experimentEdits !== undefined);
    if (!view) return void res.status(404).type('html').send(experimentPage(undefined, 'Такого эксперимента на сайте нет'));
    res.type('html').send(experimentPage(view));
  });
  /** A decision is taken as its result page showed it: the experiment unchanged since, its verdict not withheld now. */
  async function decided(req: Request, keep: 'keepA' | 'keepB') {
    if (!experimentEdits) throw new StudioRefusal(404, EXPERIMENT_ELSEWHERE);
    const id = req.params.id as string;
    const view = await experimentView(server.site, id, experimentResults, true);
    // Any reason the page gives for withholding the verdict (server/studio/experiment-view.ts) withholds the decision.
    if (view && Object.values(view.withheld).some((reason) => (Array.isArray(reason) ? reason.length > 0 : reason))) {
      throw new StudioRefusal(409, DECISION_WITHHELD);
    }
    if (view && (req.body as { seen?: unknown } | undefined)?.seen !== experimentStamp(view.experiment)) {
      throw new StudioRefusal(409, DECISION_STALE);
    }
    return experimentEdits[keep](id, operatorName(req));
  }
  router.post(STUDIO_PATHS.keepB, express.json(), async (req, res) => answer(res, await decided(req, 'keepB')));
  router.post(STUDIO_PATHS.keepA, express.json(), async (req, res) => answer(res, await decided(req, 'keepA')));
  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof StudioRefusal) return void res.status(error.status).json({ message: error.message });
    const status = (error as { status?: number }).status;
    if (status === 400 || status === 413) {
      return void res.status(status).json({ message: status === 413 ? 'Слишком большой запрос' : 'Тело запроса — не JSON' });
    }
    res.status(500).json({ message: 'Ошибка сервера: попробуйте ещё раз' });
  });
  // The secret the studio's page sends (STUDIO_TOKEN, or the one made here).
  return { router, token };
}
