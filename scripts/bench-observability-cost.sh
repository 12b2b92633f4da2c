#!/usr/bin/env bash
# npm run bench:observability -- [ROUNDS]   (default 6; Linux, two cores or more, taskset from util-linux)
# ARMS="off both" compares two arms only (any of off, metrics, both, unsampled; default off metrics both).
# unsampled: metrics, and tracing on with no request sampled (what tracing costs before any span is made).
# What metrics and tracing cost a cached model search, as server CPU per request (bench:load's figure), in
# three arms: off, metrics (METRICS_PORT) and metrics with tracing (OTEL_EXPORTER_OTLP_ENDPOINT, the default
# 1% share, or OTEL_TRACES_SAMPLER_ARG's, to a sink on loopback that answers every export).
# The method, because each simpler one misled (docs/benchmarks.md):
# - all arms are loaded at once, their servers sharing one core and the load on another, so a slower machine
#   slows every arm alike (arms run in turn differed by up to 15% with nothing changed);
# - every round starts fresh servers, and each arm's port, data directory, start and load order rotate: one
#   server process kept for a whole bench ran up to 10% apart from an identical one;
# - each round warms every server (WARM seconds each of cached and uncached searches, default 60) before the
#   measured run (DUR seconds): in a traced server's first two minutes tracing cost +39% falling to about +5%
#   over an untraced one, so a shorter warm-up measures a replica's start, not a replica in service.
# Prints each round's CPU ms per request and the mean of each arm against off.
set -euo pipefail
rounds=${1:-6}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
sink_port=${SINK_PORT:-4399}
declare -A env_of=([off]="" [metrics]="METRICS_PORT=9391" [both]="METRICS_PORT=9392 OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:$sink_port"
  [unsampled]="METRICS_PORT=9393 OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:$sink_port OTEL_TRACES_SAMPLER_ARG=0")
read -r -a names <<< "${ARMS:-off metrics both}"
arm_env=()
for name in "${names[@]}"; do
  [ -n "${env_of[$name]+set}" ] || { echo "ARMS: unknown arm \"$name\" (off, metrics, both, unsampled)" >&2; exit 2; }
  arm_env+=("${env_of[$name]}")
done
n=${#names[@]}
pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; kill "$sink" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

node "$root/scripts/otlp-sink.mjs" "$sink_port" &
sink=$!
cd "$root"
seed=500
for r in $(seq 1 "$rounds"); do
  pids=()
  for k in $(seq 0 $((n - 1))); do
    i=$(( (k + r) % n )); slot=$(( (i + r) % n ))
    # shellcheck disable=SC2086 # an arm's variables are words on purpose
    env PORT=$((8590 + slot)) DATA_DIR="$work/slot$slot" NODE_ENV=production LOG_LEVEL=warn OUTBOX_INTERVAL_MS=3600000 ${arm_env[$i]} \
      taskset -c 1 node --import tsx api/src/server.ts > "$work/server-$i.log" 2>&1 &
    pids+=($!)
  done
  for slot in $(seq 0 $((n - 1))); do
    for _ in $(seq 1 240); do curl -sf "http://127.0.0.1:$((8590 + slot))/api/health" > /dev/null && break; sleep 1; done
  done
  for phase in warm measure; do
    loads=()
    for k in $(seq 0 $((n - 1))); do
      i=$(( (k + r) % n ))
      duration=$([ "$phase" = warm ] && echo "${WARM:-60}" || echo "${DUR:-8}")
      taskset -c 0 node scripts/bench-load.mjs --url "http://127.0.0.1:$((8590 + (i + r) % n))" --search --concurrency 25 \
        --duration "$duration" --seed $((seed++)) > "$work/load-$i.out" 2>&1 &
      loads+=($!)
    done
    wait "${loads[@]}"
  done
  line="round $r"
  for i in $(seq 0 $((n - 1))); do
    line="$line  ${names[$i]} $(awk '/search \(cached\)/ { print $8; exit }' "$work/load-$i.out")"
  done
  echo "$line" | tee -a "$work/rounds"
  kill "${pids[@]}"; wait "${pids[@]}" 2>/dev/null || true
done
# Each arm's mean, and against the first arm's.
awk '{ for (f = 3; f < NF; f += 2) { name[f] = $f; sum[f] += $(f + 1) } c++ } END {
  printf "mean CPU ms per cached search over %d rounds:", c
  for (f = 3; f in name; f += 2) printf "  %s %.4f (%+.1f%%)", name[f], sum[f] / c, (sum[f] / sum[3] - 1) * 100
  print "" }' "$work/rounds"
