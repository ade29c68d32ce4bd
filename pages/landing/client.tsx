// The landing's client entry: its CSS (inlined by the server) and its one island, the savings check's form, which a
// page loads only when its savings-check block is there (docs/decisions/064-pages-without-islands.md).
import './ui/landing.css';
import { savingsFormIsland } from '#shared/features/promotion/savings-check.js';

export const islands = [savingsFormIsland];
