// The cluster of `npm run cluster`, for a test: its processes' output kept (the last
// lines are printed when a test fails), instances logging warnings only, so a load test
// measures serving rather than logging.
import { onTestFailed } from 'vitest';
import { startCluster, type Cluster, type ClusterOptions } from '../../../scripts/cluster/start-cluster.mjs';
import { FIXTURE_CONTENT_DIR } from '../../support/project-root.js';
import { RUNNING_DAY } from '../../support/running-day.js';

export interface TestCluster extends Cluster {
  /** Call inside a test: its failure report then ends with the processes' last lines. */
  printOutputOnFailure(): void;
  /** Every line every process wrote so far (standard output and error), `[name] line`. */
  everyLine(): readonly string[];
}

/**
 * `env` is added to every instance's environment (a variable set to undefined: the app's own default), `instanceEnv[i]`
 * to instance i's only; `nginx`: more options for nginx (the balancer in front).
 */
export async function startTestCluster(
  env: Record<string, string | undefined> = {}, instanceEnv: Record<string, string>[] = [], nginx: ClusterOptions['nginx'] = {},
): Promise<TestCluster> {
  const output: string[] = [];
  const everyLine: string[] = [];
  const cluster = await startCluster({
    // The tests' content, never the live content/ (tests/support/content.ts). No warm-up before listening
    // (renders of every page at each start) and no readiness-503 delay before a stop (each stop of the cluster
    // after its file waited SHUTDOWN_DELAY_MS's 5 s) unless a test is about it.
    env: {
      CONTENT_DIR: FIXTURE_CONTENT_DIR, LOG_LEVEL: 'warn', PROMO_NOW: RUNNING_DAY, SHED_EVENT_LOOP_DELAY_MS: '60000', WARM_UP_MS: '0',
      SHUTDOWN_DELAY_MS: '0', ...env,
    },
    instanceEnv,
    nginx,
    onLine: (name, line) => {
      everyLine.push(`[${name}] ${line}`);
      output.push(`[${name}] ${line}`);
      if (output.length > 500) output.shift();
    },
  }).catch((error: Error) => {
    throw new Error(`${error.message}\n${output.slice(-40).join('\n')}`);
  });
  return {
    ...cluster,
    printOutputOnFailure: () => onTestFailed(() => console.log(output.slice(-80).join('\n'))),
    everyLine: () => everyLine,
  };
}
