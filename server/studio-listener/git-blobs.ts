// Many blobs of the content repository read by one git process (`git cat-file --batch`), not one
// per file: «История» reads the files before and after each of its fifty commits.
import { spawn } from 'node:child_process';
import { gitEnv } from './content-repo.js';

/** The blobs' texts by id; an id git does not have is absent. At most `maxBytes` are read in all. */
export function readBlobs(repo: string, ids: string[], maxBytes = 32 * 1024 * 1024): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return Promise.resolve(new Map());
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['cat-file', '--batch'], { cwd: repo, env: gitEnv(), stdio: ['pipe', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    let size = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) child.kill();
      else chunks.push(chunk);
    });
    child.once('error', reject);
    child.once('close', () => {
      if (size > maxBytes) return reject(new Error('git cat-file: answer too large'));
      const out = Buffer.concat(chunks);
      const blobs = new Map<string, string>();
      let at = 0;
      while (at < out.length) {
        const lineEnd = out.indexOf(10, at);
        if (lineEnd < 0) break;
        const [id, type, length] = out.subarray(at, lineEnd).toString('utf8').split(' ');
        at = lineEnd + 1;
        if (type === undefined || length === undefined) continue;
        const end = at + Number(length);
        if (type === 'blob' && id) blobs.set(id, out.subarray(at, end).toString('utf8'));
        at = end + 1;
      }
      resolve(blobs);
    });
    child.stdin.end(`${wanted.join('\n')}\n`);
  });
}
