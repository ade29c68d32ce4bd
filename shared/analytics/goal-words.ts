// The events an experiment may be judged by (docs/product.md §12), each one the server itself answers, in the operator's
// words: the experiment form's select and the result page name a goal so (server/studio-listener/decap-config.ts,
// server/studio/experiment-page.ts), never by its code. Which page kind has which: its descriptor (pages/<kind>/kind.ts).
export const EXPERIMENT_GOALS = {
  'check-bonus': 'Проверка баллов по карте',
  'check-card': 'Проверка карты электрика',
  'accept-category': 'Выбор любимых категорий',
  'feedback-sent': 'Отправка формы обратной связи',
} as const;

/** An experiment's goal. */
export type ExperimentGoal = keyof typeof EXPERIMENT_GOALS;

/** Every goal, as the experiment's schema accepts them. */
export const EXPERIMENT_GOAL_NAMES = Object.keys(EXPERIMENT_GOALS) as [ExperimentGoal, ...ExperimentGoal[]];
