// No digest in deploy/ that was not resolved from its registry: the manifests name images by
// tag, the release step (scripts/pin-images.mjs, crane) pins them and writes the lock, and
// `npm run check` refuses any digest the lock does not hold
// (docs/decisions/350-image-digests-from-the-registry.md). The registry is out of reach here:
// the release step runs with a stand-in for crane that answers as crane does (`crane digest`
// prints the digest alone), each tag's digest the sha256 of its reference.
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { digestProblems, pinImages } from '../../scripts/pin-images.mjs';

const DEPLOY = path.resolve(import.meta.dirname, '../../deploy');
const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of deploy/ to change, and a crane stand-in beside it. */
function scratch(): { deploy: string; crane: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'promo-pin-'));
  copies.push(dir);
  const deploy = path.join(dir, 'deploy');
  cpSync(DEPLOY, deploy, { recursive: true });
  const crane = path.join(dir, 'crane');
  writeFileSync(crane, [
    '#!/bin/sh',
    'case "$1" in',
    '  version) echo "v0.20.2" ;;',
    '  digest) printf "sha256:%s\\n" "$(printf %s "$2" | sha256sum | cut -c1-64)" ;;',
    '  *) exit 2 ;;',
    'esac',
  ].join('\n'));
  chmodSync(crane, 0o755);
  return { deploy, crane };
}

const kustomization = (deploy: string) => path.join(deploy, 'kubernetes/kustomization.yaml');

describe('image digests in deploy/', () => {
  test('when shipped, then deploy/ names its images by tag and holds no digest the release step did not resolve', () => {
    expect(digestProblems()).toEqual([]);
    expect(readFileSync(kustomization(DEPLOY), 'utf8')).not.toMatch(/sha256:/);
  });

  test('when a digest is typed in by hand (the counting patterns once shipped), then the check refuses it, naming the file', () => {
    const { deploy } = scratch();
    const typed = 'sha256:4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b';
    const text = readFileSync(kustomization(deploy), 'utf8');
    writeFileSync(kustomization(deploy), `${text}images:\n  - name: registry.example.ru/promo-pages\n    digest: ${typed}\n`);

    expect(digestProblems(deploy)).toEqual([`kubernetes/kustomization.yaml: ${typed} was not resolved by scripts/pin-images.mjs`]);
  });

  test('when the release step runs, then every image is pinned to the digest crane printed, the lock records it, and the check accepts it', () => {
    const { deploy, crane } = scratch();
    const pinned = pinImages(path.join(deploy, 'kubernetes'), crane);
    const sha = (reference: string) => createHash('sha256').update(reference).digest('hex');

    expect(pinned.map(({ name, tag }) => `${name}:${tag}`)).toEqual([
      'redis:7-bookworm', 'registry.example.ru/promo-pages:1.0.0', 'registry.k8s.io/git-sync/git-sync:v4.4.0',
    ]);
    for (const image of pinned) expect(image.digest).toBe(`sha256:${sha(`${image.name}:${image.tag}`)}`);
    const text = readFileSync(kustomization(deploy), 'utf8');
    for (const { name, digest } of pinned) expect(text).toContain(`- name: ${name}\n    digest: ${digest}\n`);
    // The kustomization's own comments and settings are kept.
    expect(text).toContain('configMapGenerator:');
    expect(text).toContain('# kubectl apply -k deploy/kubernetes');
    expect(digestProblems(deploy)).toEqual([]);
  });

  test('when a pinned digest is changed by hand, or moved to another image, then the check refuses it', () => {
    const { deploy, crane } = scratch();
    const [redis, app] = pinImages(path.join(deploy, 'kubernetes'), crane);
    const text = readFileSync(kustomization(deploy), 'utf8');
    const edited = `${redis!.digest.slice(0, -1)}${redis!.digest.endsWith('0') ? '1' : '0'}`;

    writeFileSync(kustomization(deploy), text.replace(redis!.digest, edited));
    expect(digestProblems(deploy)).toEqual([`kubernetes/kustomization.yaml: ${edited} was not resolved by scripts/pin-images.mjs`]);

    const swapped = text.replace(`digest: ${redis!.digest}`, 'digest: SWAP')
      .replace(`digest: ${app!.digest}`, `digest: ${redis!.digest}`).replace('digest: SWAP', `digest: ${app!.digest}`);
    writeFileSync(kustomization(deploy), swapped);
    expect(digestProblems(deploy)).toEqual([
      `kubernetes/kustomization.yaml: redis: ${app!.digest} was resolved for ${app!.name}`,
      `kubernetes/kustomization.yaml: ${app!.name}: ${redis!.digest} was resolved for redis`,
    ]);
  });

  test('when a digest appears in any other file of deploy/ (a manifest, the nginx config), then it must be one of the lock\'s too', () => {
    const { deploy } = scratch();
    const typed = `sha256:${'ab'.repeat(32)}`;
    const file = path.join(deploy, 'kubernetes/redis.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('image: redis:7-bookworm', `image: redis@${typed}`));

    expect(digestProblems(deploy)).toEqual([`kubernetes/redis.yaml: ${typed} was not resolved by scripts/pin-images.mjs`]);
  });
});
