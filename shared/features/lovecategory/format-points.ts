// '1 270 баллов': the Russian plural of 'балл' after a grouped number (shared/ui/format.ts
// keeps the output the same on the server and in the browser).
import { formatNumber } from '../../ui/format.js';

export function pointsWord(points: number): string {
  if (!Number.isInteger(points)) return 'балла';
  const n = Math.abs(points);
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return 'баллов';
  if (last === 1) return 'балл';
  return last >= 2 && last <= 4 ? 'балла' : 'баллов';
}

export function formatPoints(points: number): string {
  return `${formatNumber(points, Number.isInteger(points) ? 0 : 1)} ${pointsWord(points)}`;
}
