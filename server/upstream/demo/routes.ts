// The route table of the demo upstream and its per-server state. State lives per
// server (not per module) so parallel test files never see each other's choices.
import { businessRoutes, createFeedbackCounter } from './routes-business';
import { campaignRoutes } from './routes-campaigns';
import { createLoveCategoryState } from './lovecategory-state';
import { loveCategoryRoutes } from './routes-lovecategory';
import { fail, type DemoReply, type DemoRequest, type DemoRoute } from './reply';

export interface DemoRoutes {
  dispatch(method: string, pathname: string, request: Omit<DemoRequest, 'params'>): Promise<DemoReply>;
  /** Back to the initial demo data: forgets chosen categories and feedback ids. */
  reset(): void;
}

export function createDemoRoutes(now: () => Date): DemoRoutes {
  const loveCategory = createLoveCategoryState(now);
  const feedback = createFeedbackCounter();
  const routes: DemoRoute[] = [...campaignRoutes(), ...businessRoutes(feedback), ...loveCategoryRoutes(loveCategory, now)];

  return {
    async dispatch(method, pathname, request) {
      let pathMatched = false;
      for (const candidate of routes) {
        const match = candidate.path.exec(pathname);
        if (!match) continue;
        pathMatched = true;
        if (candidate.method === method) return candidate.handle({ ...request, params: match.slice(1) });
      }
      return pathMatched ? fail(405, 'Method not allowed') : fail(404, 'Not found');
    },
    reset() {
      loveCategory.reset();
      feedback.reset();
    },
  };
}
