// The checks behind the parameter rules the shared call table names. A browser value
// that fails its rule never reaches the upstream. Records over every rule, so a rule
// named in the table without its check here does not compile.
import { isIP } from 'node:net';
import type { ParamRule, ParamsTogetherRule } from '#shared/api/calls.js';
import { CARD_CHECK_LANDINGS } from '#shared/api/browser-calls.js';
import { SLUG_PATTERN } from '#shared/content/campaign-schema.js';
import { isCardNumber } from '#shared/validation/card-number.js';
import { isCityCode } from '#shared/validation/city-code.js';

type Check = (value: string) => boolean;

const isLanding = (value: string): value is keyof typeof CARD_CHECK_LANDINGS => Object.hasOwn(CARD_CHECK_LANDINGS, value);

export const PARAM_RULES: Record<ParamRule, Check> = {
  // The form of a slug; whether a campaign has it now is the calendar step's (server/proxy/campaign-gate.ts).
  campaignSlug: (value) => SLUG_PATTERN.test(value),
  cardNumber: isCardNumber,
  cityCode: isCityCode,
  // The card check exists only for the landings of CARD_CHECK_LANDINGS: any other
  // landing or category would spend the credentials on a call no page makes.
  landing: isLanding,
  landingCategory: (value) => Object.values(CARD_CHECK_LANDINGS).some((known) => known.landingCategory === value),
  leaderboardLimit: (value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100,
  ip: (value) => isIP(value) !== 0,
};

export const PARAMS_TOGETHER_RULES: Record<ParamsTogetherRule, (params: Record<string, string>) => boolean> = {
  landingInItsCategory: ({ landing = '', landingCategory }) =>
    isLanding(landing) && CARD_CHECK_LANDINGS[landing].landingCategory === landingCategory,
};
