import { importTs } from './scripts/ts-module.mjs';
const { decapConfig } = await importTs('server/studio-listener/decap-config.ts');
const c = decapConfig({ port: 3001, host: '127.0.0.1', backend: { kind: 'local', dir: '/tmp/s', branch: 'main', gitDeadlineMs: 1 } });
const l = c.collections.find((x) => x.name === 'landings');
console.log(JSON.stringify(l, null, 1).slice(0, 6000));
