// Whether a request is traced is this server's decision (docs/product.md §10): the sampler
// OTEL_TRACES_SAMPLER names (its root, for the parent-based names) decides for every span
// whose parent came from outside, whatever that parent's sampled flag says. A caller that
// sets the flag (a visitor's traceparent, were it ever trusted) cannot make us export
// spans past OTEL_TRACES_SAMPLER_ARG, nor stop a trace we would keep. Spans under a local
// parent follow it, so a trace stays whole.
import {
  AlwaysOffSampler, AlwaysOnSampler, ParentBasedSampler, TraceIdRatioBasedSampler, type Sampler,
} from '@opentelemetry/sdk-trace-base';

/** The SDK's default when OTEL_TRACES_SAMPLER is unset. */
const DEFAULT_SAMPLER = 'parentbased_always_on';

/** The root decision of the sampler `name` names (`traceidratio` and `parentbased_traceidratio` alike). */
function rootSampler(name: string, arg: string | undefined): Sampler {
  const ratio = arg === undefined || arg.trim() === '' ? 1 : Number(arg);
  if (name.endsWith('always_off')) return new AlwaysOffSampler();
  if (name.endsWith('traceidratio')) return new TraceIdRatioBasedSampler(ratio >= 0 && ratio <= 1 ? ratio : 1);
  return new AlwaysOnSampler();
}

/** OTEL_TRACES_SAMPLER's decision for every remote parent; local parents followed. */
export function localSampler(env: NodeJS.ProcessEnv = process.env): Sampler {
  const root = rootSampler((env.OTEL_TRACES_SAMPLER ?? DEFAULT_SAMPLER).trim().toLowerCase(), env.OTEL_TRACES_SAMPLER_ARG);
  return new ParentBasedSampler({ root, remoteParentSampled: root, remoteParentNotSampled: root });
}
