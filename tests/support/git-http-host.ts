// A git host on loopback for the process tests: git's own smart-HTTP server (`git http-backend`,
// the CGI program GitHub-like hosts' protocol comes from) serving the bare repositories under
// `root`, behind HTTP Basic sign-in with one user and token, as a host's read-only deploy token
// is asked. Each request is kept with whether it carried the right credentials.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GitHttpHost {
  /** `http://127.0.0.1:<port>`: a repository `<root>/x.git` is `${base}/x.git`. */
  base: string;
  /** Every request so far: its path and whether it was signed in. */
  requests: Array<{ path: string; signedIn: boolean }>;
  close(): Promise<void>;
}

export async function startGitHttpHost(root: string, { user, token }: { user: string; token: string }): Promise<GitHttpHost> {
  const expected = `Basic ${Buffer.from(`${user}:${token}`).toString('base64')}`;
  const requests: GitHttpHost['requests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const signedIn = req.headers.authorization === expected;
    requests.push({ path: url.pathname, signedIn });
    if (!signedIn) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="git"' }).end();
      return;
    }
    const cgi = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH, GIT_PROJECT_ROOT: root, GIT_HTTP_EXPORT_ALL: '1', REMOTE_USER: user,
        PATH_INFO: url.pathname, QUERY_STRING: url.search.slice(1), REQUEST_METHOD: req.method ?? 'GET',
        CONTENT_TYPE: req.headers['content-type'] ?? '', HTTP_CONTENT_ENCODING: req.headers['content-encoding'] ?? '',
        GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
      },
    });
    req.pipe(cgi.stdin);
    // The CGI's answer: its header lines (a `Status:` among them), a blank line, then the body as it comes.
    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      cgi.stdout.off('data', onData);
      const lines = head.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => line.split(/:\s*/, 2) as [string, string]));
      const { Status: status, ...rest } = headers;
      res.writeHead(status ? Number.parseInt(status, 10) : 200, rest);
      res.write(head.subarray(end + 4));
      cgi.stdout.pipe(res);
    };
    cgi.stdout.on('data', onData);
    cgi.on('error', () => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
