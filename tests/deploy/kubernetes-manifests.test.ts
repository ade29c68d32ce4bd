// deploy/kubernetes against the app it deploys: the generated ConfigMap (promo-pages.env) and
// the example Secret must be a configuration the app accepts, and the stop sequence must fit in
// the grace period.
// The manifests are read with a few patterns for the fields checked (no YAML library
// in the project for this alone).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '#server/config.js';
import { shutdownGraceMs } from '#server/lifecycle/graceful-shutdown.js';
import { deployProblems, manifestProblems } from '../../scripts/check-manifests.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIR = path.join(ROOT, 'deploy/kubernetes');
const read = (file: string) => readFileSync(path.join(DIR, file), 'utf8');

/** The flat `KEY: "value"` map under `data:` or `stringData:`. */
function dataOf(manifest: string): Record<string, string> {
  const block = /^(?:data|stringData):\n((?: {2}.*\n?)+)/m.exec(manifest)?.[1] ?? '';
  const pairs = [...block.matchAll(/^ {2}([A-Z0-9_]+): "([^"]*)"$/gm)].map((m) => [m[1]!, m[2]!]);
  return Object.fromEntries(pairs);
}

/** The `KEY=value` lines of a kustomize env file (a configMapGenerator's `envs`), comments left out. */
function envOf(file: string): Record<string, string> {
  const pairs = read(file).split('\n').filter((line) => /^[A-Z0-9_]+=/.test(line)).map((line) => line.split(/=(.*)/s).slice(0, 2));
  return Object.fromEntries(pairs);
}

/** The first `key: value` after the text `after` (the line that opens its block). */
function field(manifest: string, after: string, key: string): string {
  const start = manifest.indexOf(after);
  const match = new RegExp(`^\\s*${key}: (.+)$`, 'm').exec(manifest.slice(start));
  if (start < 0 || !match) throw new Error(`no ${key} after ${after}`);
  return match[1]!.replace(/^"|"$/g, '');
}

const deployment = read('deployment.yaml');
/** Where `absolute` is inside a volume mounted at `mount` ('' for its top). */
const inVolume = (absolute: string, mount: string) => path.posix.relative(mount, absolute);
const environment = { ...envOf('promo-pages.env'), ...dataOf(read('secret.example.yaml')) };

describe('deploy/kubernetes', () => {
  test('when the ConfigMap and the example Secret are the environment, then the app accepts every value and knows every name', () => {
    const config = loadConfig(environment);

    // The settings' names: server/config.ts's, and the visitor limits' table (server/rate-limit/limit-settings.ts).
    const known = ['server/config.ts', 'server/rate-limit/limit-settings.ts']
      .flatMap((file) => [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]));
    expect(Object.keys(environment).filter((name) => !known.includes(name))).toEqual([]);
    expect(config.redisUrl).toBeDefined();
    expect(String(config.port)).toBe(field(deployment, '- name: http', 'containerPort'));
    expect(String(config.metricsPort)).toBe(field(deployment, '- name: metrics', 'containerPort'));
  });

  test('when Prometheus scrapes, then /metrics is on METRICS_PORT, apart from the public port the Service routes to', () => {
    const config = loadConfig(environment);
    const service = read('service.yaml');

    expect(config.metricsPort).toBeDefined();
    expect(config.metricsPort).not.toBe(config.port);
    expect(field(deployment, 'annotations:', 'prometheus.io/port')).toBe(String(config.metricsPort));
    expect(field(service, '- name: http', 'targetPort')).toBe('http');
  });

  test('when a Pod is deleted, then preStop waits SHUTDOWN_DELAY_MS and the grace period outlasts preStop, the delay and the in-flight grace', () => {
    const config = loadConfig(environment);
    const preStopSeconds = Number(/command: \["sleep", "(\d+)"\]/.exec(deployment)?.[1]);
    const delaySeconds = config.shutdownDelayMs / 1000;
    const inFlightSeconds = shutdownGraceMs(config) / 1000;

    expect(preStopSeconds).toBe(delaySeconds);
    expect(Number(field(deployment, 'spec:', 'terminationGracePeriodSeconds'))).toBeGreaterThan(
      preStopSeconds + delaySeconds + inFlightSeconds,
    );
  });

  test('when a Pod runs, then no service-account token is mounted in it (the app asks nothing of the Kubernetes API)', () => {
    expect(field(deployment, '    spec:\n      # preStop', 'automountServiceAccountToken')).toBe('false');
  });

  test('when the probes ask, then liveness and startup ask /healthz and readiness asks /readyz', () => {
    expect(field(deployment, 'startupProbe:', 'path')).toBe('/healthz');
    expect(field(deployment, 'livenessProbe:', 'path')).toBe('/healthz');
    expect(field(deployment, 'readinessProbe:', 'path')).toBe('/readyz');
  });

  test('when the public port is flooded, then the probes are still answered: they ask HEALTH_PORT, a port of its own', () => {
    const config = loadConfig(environment);
    expect(config.healthPort).toBeDefined();
    expect(config.healthPort).not.toBe(config.port);
    expect(config.healthPort).not.toBe(config.metricsPort);
    expect(field(deployment, '- name: health', 'containerPort')).toBe(String(config.healthPort));
    for (const probe of ['startupProbe:', 'livenessProbe:', 'readinessProbe:']) expect(field(deployment, probe, 'port')).toBe('health');
  });

  test('when the content repository changes, then git-sync fills the volume the app reads as CONTENT_DIR: pulled beside the app from its start, read-only to the app', () => {
    const config = loadConfig(environment);
    const sync = envOf('content-sync.env');
    const gitSync = /image: (registry\.k8s\.io\/git-sync\/git-sync:v4\.[\d.]+)/g;
    const images = [...deployment.matchAll(gitSync)].map((m) => m[1]);
    const initContainers = deployment.slice(deployment.indexOf('initContainers:'), deployment.indexOf('\n      containers:'));
    const appContainer = deployment.slice(deployment.indexOf('- name: app'));
    const syncContainer = deployment.slice(deployment.indexOf('- name: content-sync'), deployment.indexOf('- name: app'));

    expect(images).toHaveLength(1);
    // A sidecar: started before the app, and no init container waits for its first pull.
    expect(initContainers).toContain('- name: content-sync');
    expect(field(syncContainer, 'image:', 'restartPolicy')).toBe('Always');
    expect(deployment).not.toContain('--one-time');
    expect(syncContainer).toContain('name: promo-content-sync');
    // git-sync's link, in the volume, is where the app's CONTENT_DIR points in it.
    const syncMount = field(syncContainer, '- name: content\n', 'mountPath');
    expect(field(appContainer, '- name: content\n', 'mountPath')).toBe('/content');
    // One path in both: what git-sync writes into its checkouts (the root's path in
    // .git/worktrees/<commit>/gitdir) names the same place in the app, where git reads the history.
    expect(syncMount).toBe('/content');
    expect(field(appContainer, 'mountPath: /content', 'readOnly')).toBe('true');
    expect(inVolume(path.posix.resolve(sync.GITSYNC_ROOT!, sync.GITSYNC_LINK!), syncMount)).toBe(inVolume(config.contentDir, '/content'));
    expect(sync.GITSYNC_REPO).toMatch(/^https:\/\//);
    // A new Pod on a bad newest commit reads its last good version from the history the app
    // reads, however many commits ago it was (server/content/git-last-good.ts): the whole history.
    expect(sync.GITSYNC_DEPTH).toBe('0');
    expect(Number.parseInt(sync.GITSYNC_PERIOD!, 10)).toBeLessThanOrEqual(60);
  });

  test('when a supplier link is opened, then the app can fetch the review branches from the host git-sync pulls: its address and read-only token, a writable folder of its own', () => {
    const sync = envOf('content-sync.env');
    const appContainer = deployment.slice(deployment.indexOf('- name: app'));
    /** The app's variable `name`: where its value comes from (`configMapKeyRef`/`secretKeyRef` name and key, or `value`). */
    const variable = (name: string) => {
      const block = /^( +)- name: (\S+)\n((?:\1 {2}.*\n)+)/gm;
      const found = [...appContainer.matchAll(block)].find((m) => m[2] === name)?.[3] ?? '';
      return Object.fromEntries([...found.matchAll(/^\s+(name|key|value|optional): "?([^"\n]+)"?$/gm)].map((m) => [m[1]!, m[2]!]));
    };
    const dir = variable('CONTENT_GIT_DIR').value!;
    const config = loadConfig({
      ...environment, CONTENT_GIT_URL: sync.GITSYNC_REPO!, CONTENT_GIT_USER: 'promo', CONTENT_GIT_TOKEN: 'read-only', CONTENT_GIT_DIR: dir,
    });

    expect(variable('CONTENT_GIT_URL')).toEqual({ name: 'promo-content-sync', key: 'GITSYNC_REPO' });
    expect(variable('CONTENT_GIT_USER')).toEqual({ name: 'promo-content-git', key: 'GITSYNC_USERNAME', optional: 'true' });
    expect(variable('CONTENT_GIT_TOKEN')).toEqual({ name: 'promo-content-git', key: 'GITSYNC_PASSWORD', optional: 'true' });
    expect(config.contentGit).toEqual({ url: sync.GITSYNC_REPO, credentials: { user: 'promo', token: 'read-only' }, dir });
    // The root file system is read-only: the folder is a volume of its own, mounted writable.
    const mount = [...appContainer.matchAll(/- name: (\S+)\n\s+mountPath: (\S+)(\n\s+readOnly: true)?/g)].find((m) => m[2] === dir);
    expect(mount?.[3]).toBeUndefined();
    expect(deployment).toMatch(new RegExp(`- name: ${mount?.[1]}\\n\\s+emptyDir:`));
  });

  test('when the git host is away, then a new Pod still serves: content-seed points CONTENT_DIR at the content baked into the image', () => {
    const config = loadConfig(environment);
    const seed = deployment.slice(deployment.indexOf('- name: content-seed'), deployment.indexOf('- name: content-sync'));
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');

    expect(deployment.indexOf('- name: content-seed')).toBeLessThan(deployment.indexOf('- name: content-sync'));
    expect(field(seed, '- name: content\n', 'mountPath')).toBe('/content');
    // The baked copy is the image's /app/content (Dockerfile), linked where CONTENT_DIR points; a link already there is kept.
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/content \.\/content$/m);
    expect(dockerfile).toMatch(/^WORKDIR \/app$/m);
    expect(seed).toContain(`[ -e ${config.contentDir} ] || { cp -r /app/content /content/baked && ln -s baked ${config.contentDir}; }`);
  });

  test('when git-sync first starts in a new Pod, then the seeded copy and its link survive: they lie outside its root, which it empties', () => {
    // git-sync v4 (its main.go, initRepo) removes everything in its root when no repository
    // is there yet: a Pod's first start, before any pull.
    const config = loadConfig(environment);
    const sync = envOf('content-sync.env');
    const syncContainer = deployment.slice(deployment.indexOf('- name: content-sync'), deployment.indexOf('- name: app'));
    const root = inVolume(sync.GITSYNC_ROOT!, field(syncContainer, '- name: content\n', 'mountPath'));
    const seeded = [inVolume('/content/baked', '/content'), inVolume(config.contentDir, '/content')];
    const within = (folder: string, entry: string) => folder === '' || entry === folder || entry.startsWith(`${folder}/`);

    expect(root.startsWith('..')).toBe(false);
    expect(seeded.filter((entry) => within(root, entry))).toEqual([]);
  });

  test('when applied, then every image is named by its tag (a release pins digests: tests/deploy/image-digests.test.ts) and the Redis URL carries the password Redis asks for', () => {
    const images = readdirSync(DIR).filter((f) => f.endsWith('.yaml')).flatMap((f) => [...read(f).matchAll(/^\s+image: (\S+)$/gm)].map((m) => m[1]!));
    const redisPassword = dataOf(read('secret.example.yaml').split('\n---\n')[1]!).REDIS_PASSWORD;

    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/^[a-z0-9./-]+:[\w][\w.-]*$/);
    expect(read('redis.yaml')).toContain('"--requirepass", "$(REDIS_PASSWORD)"');
    expect(new URL(environment.REDIS_URL!).password).toBe(redisPassword);
  });

  test.each(['redis.yaml', 'experiment-redis.yaml'])('when %s\'s Pod is rescheduled, then its append-only file is on a claimed volume, let go before the new Pod mounts it', (file) => {
    const redis = read(file);
    const claim = field(redis, '- name: data\n          persistentVolumeClaim:', 'claimName');

    expect(field(redis, 'containers:', 'mountPath')).toBe('/data');
    expect(redis).toContain('"--appendonly", "yes"');
    expect(redis).toMatch(new RegExp(`kind: PersistentVolumeClaim\\nmetadata:\\n  name: ${claim}\\n`));
    expect(field(redis, 'strategy:', 'type')).toBe('Recreate');
    expect(redis).not.toContain('emptyDir');
  });

  test('when the stores fill, then neither evicts anything: the experiments\' results have a Redis of their own, and no Pod needs a shared volume', () => {
    const policy = (file: string) => /"--maxmemory-policy", "([\w-]+)"/.exec(read(file))?.[1];
    const host = (url: string | undefined) => url && new URL(url).hostname;

    expect([policy('redis.yaml'), policy('experiment-redis.yaml')]).toEqual(['noeviction', 'noeviction']);
    expect(host(environment.EXPERIMENT_REDIS_URL)).toBe(field(read('experiment-redis.yaml'), 'kind: Service', 'name'));
    expect(host(environment.EXPERIMENT_REDIS_URL)).not.toBe(host(environment.REDIS_URL));
    expect(loadConfig(environment).experiments.secret).toBeDefined();
    for (const file of readdirSync(DIR).filter((name) => name.endsWith('.yaml'))) expect(read(file)).not.toContain('ReadWriteMany');
  });

  test('when checked against the Kubernetes API\'s schemas (npm run check), then every manifest passes and a mistyped one fails, named', async () => {
    expect(await deployProblems()).toEqual([]);

    const broken = read('service.yaml').replace('port: 80', 'port: eighty');
    expect(await manifestProblems('service.yaml', broken)).toEqual([expect.stringMatching(/^service\.yaml: Service promo-pages: .*port must be integer/)]);
  });

  test('when applied with kubectl apply -k, then every manifest but the examples is included, and each ConfigMap is generated from its .env file', () => {
    const kustomization = read('kustomization.yaml');
    const listed = [...kustomization.matchAll(/^ {2}- (\S+\.yaml)$/gm)].map((m) => m[1]).sort();
    const manifests = readdirSync(DIR)
      .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml' && !f.endsWith('.example.yaml'))
      .sort();
    const generated = [...kustomization.matchAll(/^ {2}- name: (\S+)\n {4}envs: \[(\S+\.env)\]$/gm)].map((m) => [m[1], m[2]]);

    expect(listed).toEqual(manifests);
    // Generated, so a changed setting renames the ConfigMap and rolls the Pods (docs/operations.md).
    expect(generated).toEqual([['promo-pages', 'promo-pages.env'], ['promo-content-sync', 'content-sync.env']]);
    expect(readdirSync(DIR).filter((f) => f.endsWith('.env')).sort()).toEqual(['content-sync.env', 'promo-pages.env']);
  });

  // docs/product.md §10; docs/decisions/510-nginx-error-log-without-requests.md. tests/process/ingress-example.test.ts runs them.
  test('when the ingress example\'s controller settings are applied, then its error logs write no line about a request and its access line no query string nor unmasked path', () => {
    const example = read('ingress.example.yaml');
    const controller = 'name: ingress-nginx-controller';
    const format = field(example, controller, 'log-format-upstream').replace(/^'|'$/g, '');

    expect(field(example, controller, 'error-log-level')).toBe('emerg');
    expect(format).toContain('"$request_method $uri_without_card"');
    expect(format).not.toMatch(/\$(?:request|request_uri|uri|args|query_string|arg_\w+)\b/);
    expect(example).toContain('map $uri $uri_without_card {');
  });

  // docs/decisions/741-pages-served-by-the-edge.md: tests/process/edge-nginx.test.ts replays the cache's attacks on
  // deploy/nginx.conf; the Kubernetes shape's controller caches with the same lines.
  test('when the ingress example caches pages, then its key, its version and per-visitor maps and its cache lines are deploy/nginx.conf\'s', () => {
    const example = read('ingress.example.yaml');
    const shipped = readFileSync(path.resolve(DIR, '../nginx.conf'), 'utf8');
    const unindented = (text: string) => text.split('\n').map((line) => line.trim());
    const lines = unindented(example);
    const maps = ['map $http_cookie $edge_version {', 'map "$host$uri" $edge_per_visitor {'].map((opening) => {
      const from = shipped.indexOf(opening);
      return unindented(shipped.slice(from, shipped.indexOf('}', from) + 1));
    });
    const cacheLines = unindented(shipped).filter((line) => /^proxy_cache(_key|_lock|_lock_timeout|_background_update|_revalidate) /.test(line));

    expect(cacheLines.length).toBe(5);
    for (const line of [...maps.flat(), ...cacheLines]) expect(lines, line).toContain(line);
    expect(lines).toContain('proxy_cache pages;');
  });
});
