// The in-page targets of the hero's actions (plain `#id` links: they work without JS).
export const SAVINGS_ID = 'savings';
export const PRODUCTS_ID = 'products';
export const LEADERBOARD_ID = 'leaderboard';
