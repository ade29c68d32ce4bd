// The campaigns as data: a campaign is one entry here plus its banner files, never a
// copied page. The page id is the route segment; apiSlug is what the upstream knows.
export type CampaignId = 'knauf2025' | 'rockwool2025' | 'rockwool25' | 'saint-gobain25' | 'tehnonikol2025' | 'tehnonikol25';

export interface Campaign {
  id: CampaignId;
  apiSlug: string;
  brand: string;
  /** CSS theme class suffix (colours, logo lockup) in shared/features/campaign/campaign.css. */
  theme: 'knauf' | 'rockwool' | 'saint-gobain' | 'tehnonikol';
  title: string;
  description: string;
  /** Rows shown per region and the `limit` asked of the upstream. */
  leaderboardLimit: number;
  /** Places 1..N per region that receive the extra points (legal text). */
  places: number;
  organiser: string;
  /** tehnonikol2025: points only toward the prize of the club's promotion; its legal text says so. */
  pointsOnlyForClubPrize?: boolean;
  /** First and last day (ISO): the hero shows them, the legal text states them. */
  starts: string;
  ends: string;
}

const ORGANISER = 'ООО «Петрович-Торговый Дом»';

export const CAMPAIGNS: Record<CampaignId, Campaign> = {
  knauf2025: {
    id: 'knauf2025', apiSlug: 'knauf2025', brand: 'Knauf', theme: 'knauf',
    title: 'Акция Knauf 2025: покупайте материалы Knauf и получайте дополнительные баллы',
    description: 'Покупайте смеси и листовые материалы Knauf по клубной карте, проверяйте начисления и следите за таблицей лидеров акции.',
    leaderboardLimit: 15, places: 50, organiser: ORGANISER, starts: '2025-03-01', ends: '2025-05-31',
  },
  rockwool2025: {
    id: 'rockwool2025', apiSlug: 'rockwool2025', brand: 'Rockwool', theme: 'rockwool',
    title: 'Акция Rockwool 2025: утепляйтесь с выгодой',
    description: 'Покупайте теплоизоляцию Rockwool по клубной карте и поднимайтесь в таблице лидеров: 32 места в каждом регионе.',
    leaderboardLimit: 32, places: 32, organiser: ORGANISER, starts: '2025-04-01', ends: '2025-06-30',
  },
  rockwool25: {
    id: 'rockwool25', apiSlug: 'rockwool25', brand: 'Rockwool', theme: 'rockwool',
    title: 'Акция Rockwool: дополнительные баллы за теплоизоляцию',
    description: 'Покупайте теплоизоляцию Rockwool по клубной карте, проверяйте начисления и следите за таблицей лидеров.',
    leaderboardLimit: 15, places: 25, organiser: ORGANISER, starts: '2025-09-01', ends: '2025-11-30',
  },
  'saint-gobain25': {
    id: 'saint-gobain25', apiSlug: 'vetonit25', brand: 'Saint-Gobain / Vetonit', theme: 'saint-gobain',
    title: 'Акция Saint-Gobain Vetonit: баллы за сухие смеси',
    description: 'Покупайте сухие смеси Vetonit от Saint-Gobain по клубной карте и получайте дополнительные баллы.',
    leaderboardLimit: 15, places: 15, organiser: ORGANISER, starts: '2025-09-01', ends: '2025-11-30',
  },
  tehnonikol2025: {
    id: 'tehnonikol2025', apiSlug: 'tehnonikol2025', brand: 'Технониколь', theme: 'tehnonikol',
    title: 'Акция Технониколь 2025: баллы за кровлю и изоляцию',
    description: 'Покупайте кровельные и изоляционные материалы Технониколь по клубной карте и боритесь за призы клуба.',
    leaderboardLimit: 15, places: 50, organiser: ORGANISER, pointsOnlyForClubPrize: true, starts: '2025-03-01', ends: '2025-05-31',
  },
  tehnonikol25: {
    id: 'tehnonikol25', apiSlug: 'tehnonikol25', brand: 'Технониколь', theme: 'tehnonikol',
    title: 'Акция Технониколь: дополнительные баллы за материалы',
    description: 'Покупайте материалы Технониколь по клубной карте, проверяйте начисления и следите за таблицей лидеров.',
    leaderboardLimit: 15, places: 25, organiser: ORGANISER, starts: '2025-09-01', ends: '2025-11-30',
  },
};

export const CAMPAIGN_API_SLUGS: readonly string[] = Object.values(CAMPAIGNS).map((c) => c.apiSlug);

/** Landings of the card check: karta-elektrika lives under `loyal`; the proxy answers 404 for any other. */
export const CARD_CHECK_LANDINGS = { 'karta-elektrika': { landingCategory: 'loyal' as string | undefined } } as const;
