/**
 * Which requests are traced, decided as a request comes in, before any span is made: the SDK's HTTP and
 * Fastify instrumentations, which decided later, cost 23-30% of a cached search's CPU with every request
 * unsampled (docs/benchmarks.md). The rate follows the standard variables; a caller's traceparent decides
 * for its own requests.
 */

/**
 * The share of requests traced when nothing says otherwise: 1 in 100. In one server, the share of 5% cost
 * +5.5% of a cached search's CPU and 1% cost +0.5% (bench:span-cost --door, 24 blocks of 6,000 each), and
 * the budget for metrics and tracing together is 5%. A replica answering 100 requests a second still sends
 * a trace a second; a caller's traceparent, or OTEL_TRACES_SAMPLER_ARG, asks for more.
 */
export const DEFAULT_TRACE_SHARE = 0.01;

/** The share of requests traced: OTEL_TRACES_SAMPLER's always_on/off, or its *traceidratio with OTEL_TRACES_SAMPLER_ARG. */
export function sampleRatio(env: NodeJS.ProcessEnv): number {
  const sampler = env.OTEL_TRACES_SAMPLER ?? 'parentbased_traceidratio';
  if (sampler === 'always_off' || sampler === 'parentbased_always_off') return 0;
  if (sampler !== 'traceidratio' && sampler !== 'parentbased_traceidratio') return 1;
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? DEFAULT_TRACE_SHARE);
  if (!(ratio >= 0 && ratio <= 1)) throw new Error(`OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1, not "${env.OTEL_TRACES_SAMPLER_ARG}"`);
  return ratio;
}

// W3C Trace Context: version-traceid-parentid-flags; bit 0 of the flags says the caller sampled it.
const TRACEPARENT = /^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-([\da-f]{2})$/;

/** Whether a request is traced: as its traceparent says when it has a valid one, else by the ratio. */
export function tracedAtTheDoor(traceparent: string | string[] | undefined, ratio: number, random: () => number = Math.random): boolean {
  const flags = typeof traceparent === 'string' ? TRACEPARENT.exec(traceparent.trim())?.[1] : undefined;
  if (flags !== undefined) return (Number.parseInt(flags, 16) & 1) === 1;
  return ratio > 0 && random() < ratio;
}
