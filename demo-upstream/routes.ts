// The demo upstream routes by the shared call table: a path of a call's shape names the
// call, then that call's handler answers. State lives per server (not per module) so
// parallel test files never see each other's choices.
import { CALLS } from '#shared/api/calls.js';
import { callsShapedLike } from '#shared/api/call-shape.js';
import { businessHandlers, createFeedbackCounter } from './handlers-business';
import { campaignHandlers } from './handlers-campaigns';
import { createLoveCategoryState } from './lovecategory-state';
import { loveCategoryHandlers } from './handlers-lovecategory';
import { fail, type DemoHandlers, type DemoReply, type DemoRequest } from './reply';

export interface DemoRoutes {
  dispatch(method: string, pathname: string, request: Omit<DemoRequest, 'params'>): Promise<DemoReply>;
  /** Back to the initial demo data: forgets chosen categories and feedback ids. */
  reset(): void;
}

export function createDemoRoutes(now: () => Date, photosOrigin: () => string): DemoRoutes {
  const loveCategory = createLoveCategoryState(now);
  const feedback = createFeedbackCounter();
  const handlers = {
    ...campaignHandlers(photosOrigin), ...businessHandlers(feedback), ...loveCategoryHandlers(loveCategory, now),
  } satisfies DemoHandlers;

  return {
    async dispatch(method, pathname, request) {
      // As the real upstream, a parameter is never empty.
      const shaped = callsShapedLike(pathname.split('/')).filter(({ params }) => !Object.values(params).includes(''));
      const call = shaped.find(({ name }) => CALLS[name].method === method);
      if (call) return handlers[call.name]({ ...request, params: call.params });
      return shaped.length > 0 ? fail(405, 'Method not allowed') : fail(404, 'Not found');
    },
    reset() {
      loveCategory.reset();
      feedback.reset();
    },
  };
}
