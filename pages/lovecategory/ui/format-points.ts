// '1 270 баллов': the Russian plural of 'балл' after a grouped number (shared/ui/format.ts
// keeps the output the same on the server and in the browser; shared/ui/plural.ts the noun's form).
import { formatNumber } from '#shared/ui/format.js';
import { pluralForm } from '#shared/ui/plural.js';

const POINTS = { one: 'балл', few: 'балла', many: 'баллов', other: 'балла' };

export const pointsWord = (points: number): string => pluralForm(Math.abs(points), POINTS);

export function formatPoints(points: number): string {
  return `${formatNumber(points, Number.isInteger(points) ? 0 : 1)} ${pointsWord(points)}`;
}
