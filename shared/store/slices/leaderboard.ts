// The campaign leaderboard: loaded on the server so crawlers get the rows; a failure
// leaves it empty, and an empty board hides the footer.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Rating } from '../../api/schemas.js';

export interface LeaderboardState {
  status: 'idle' | 'loaded' | 'failed';
  spb: Rating['spb'];
  msk: Rating['msk'];
}

const initialState: LeaderboardState = { status: 'idle', spb: [], msk: [] };

export const leaderboardSlice = createSlice({
  name: 'leaderboard',
  initialState,
  reducers: {
    leaderboardLoaded: (_state, action: PayloadAction<Rating>): LeaderboardState => ({ status: 'loaded', ...action.payload }),
    leaderboardFailed: (): LeaderboardState => ({ status: 'failed', spb: [], msk: [] }),
  },
  selectors: { selectLeaderboard: (state) => state },
});

export const { leaderboardLoaded, leaderboardFailed } = leaderboardSlice.actions;
export const { selectLeaderboard } = leaderboardSlice.selectors;
