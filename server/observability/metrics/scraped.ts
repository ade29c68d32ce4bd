// Metrics read when scraped: a gauge of what a state holds now, a counter of a total that only grows.
import { Counter, Gauge, type Registry } from 'prom-client';

export const scrapedGauge = (registry: Registry, name: string, help: string, read: () => number): void =>
  void new Gauge({ name, help, registers: [registry], collect() { this.set(read()); } });

export const scrapedCounter = (registry: Registry, name: string, help: string, total: () => number): void =>
  void new Counter({ name, help, registers: [registry], collect() { this.reset(); this.inc(total()); } });
