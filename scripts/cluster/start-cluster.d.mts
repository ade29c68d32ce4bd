// Types of start-cluster.mjs for the cluster tests (the scripts run as plain Node ESM).
import type { ChildProcess } from 'node:child_process';

export interface Exit { code: number | null; signal: NodeJS.Signals | null }

export interface StartedProcess {
  name: string;
  child: ChildProcess;
  pid: number;
  exited: Promise<Exit>;
}

export interface Instance extends StartedProcess { port: number; url: string; metricsUrl: string; healthUrl: string }
export interface Nginx extends StartedProcess { url: string; prefix: string; accessLog: string; errorLog: string }

export interface Cluster {
  /** nginx's base URL, e.g. http://127.0.0.1:8080 */
  url: string;
  nginx: Nginx;
  instances: Instance[];
  upstream: StartedProcess & { url: string };
  redis: StartedProcess & { url: string; dir: string };
  /** The experiments' own Redis (EXPERIMENT_REDIS_URL). */
  experimentsRedis: StartedProcess & { url: string; dir: string };
  /** What every instance is given of it: EXPERIMENT_REDIS_URL and the one EXPERIMENT_SECRET they share. */
  experiments: Record<string, string>;
  /** Starts instance `index` (from 0), stopped or killed, again on its ports with its environment: a restarted Pod. */
  restart(index: number): Promise<Instance>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  port?: number;
  instances?: number;
  /** Added to every instance's environment; a variable set to undefined is left out (the app's default holds). */
  env?: Record<string, string | undefined>;
  /** Added to one instance's environment after `env`, by index (a test gives one instance its own limits). */
  instanceEnv?: Record<string, string>[];
  onLine?: (name: string, line: string) => void;
  /** The built checkout to run (this one by default). */
  root?: string;
  /** More options for nginx: each instance's upstream parameters, the balancer in front, its page cache off. */
  nginx?: { serverParameters?: string; realIpFrom?: string; pageCache?: boolean };
}

export function startCluster(options?: ClusterOptions): Promise<Cluster>;

export function stopProcess(started: StartedProcess, options?: { signal?: NodeJS.Signals; timeoutMs?: number }): Promise<Exit>;
