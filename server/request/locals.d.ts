import type { HostFacts } from './host-rule.js';
import type { Logger } from 'pino';

declare global {
  namespace Express {
    interface Locals {
      requestId: string;
      host: HostFacts;
      visitorIp: string | undefined;
    }
    interface Request {
      log?: Logger;
    }
  }
}
