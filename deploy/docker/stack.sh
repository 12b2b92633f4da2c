#!/usr/bin/env bash
# The compose file's topology (docker-compose.yml) with `docker run` and host networking, for a machine
# whose Docker has no bridge network (dockerd --bridge=none) and whose compose is Debian's 1.29, which runs
# neither the file's fixed-address network nor its `replicas: 3`:
#   one-shot migration -> three API containers (127.0.0.1:8091-8093) -> nginx proxy (127.0.0.1:$RV_PORT)
# PostgreSQL is yours: DATABASE_URL (for example the machine's). Each container runs as the Kubernetes
# manifests run it: its user, a read-only root file system, /tmp in memory, uploads on one shared volume,
# every capability dropped.
#   DATABASE_URL=... JWT_SECRET=... BOT_CHECK_SECRET=... deploy/docker/stack.sh up     (then: ps, down)
# Optional: RV_PORT (8080), RV_API_PORTS ("8091 8092 8093"), RV_VERSION (local), CRM_WEBHOOK_URL, SMTP_URL,
# PUBLIC_BASE_URL, FORM_RATE_LIMIT_PER_MINUTE, OUTBOX_INTERVAL_MS, OUTBOX_LEASE_SECONDS, LOG_LEVEL.
set -euo pipefail
cd "$(dirname "$0")/../.."
. deploy/docker/lib.sh

version=${RV_VERSION:-local}
port=${RV_PORT:-8080}
read -r -a api_ports <<<"${RV_API_PORTS:-8091 8092 8093}"
# The same constraints as deploy/kubernetes/api.yaml and web.yaml (api/test/deploy/docker-stack.test.ts compares them).
hardening=(--read-only --tmpfs /tmp:rw,nosuid,nodev,size=64m --cap-drop ALL --security-opt no-new-privileges)

api_env() {
  local name
  for name in DATABASE_URL JWT_SECRET BOT_CHECK_SECRET; do
    [ -n "${!name:-}" ] || { echo "stack.sh: set $name (no default: a secret or your database)" >&2; exit 2; }
  done
  echo -e "DATABASE_URL=$DATABASE_URL\nJWT_SECRET=$JWT_SECRET\nBOT_CHECK_SECRET=$BOT_CHECK_SECRET\nHOST=127.0.0.1\nTRUST_PROXY=loopback\nWEB_ROOT=/app\nUPLOAD_DIR=/data/uploads"
  for name in CRM_WEBHOOK_URL SMTP_URL FORM_RATE_LIMIT_PER_MINUTE OUTBOX_INTERVAL_MS OUTBOX_LEASE_SECONDS LOG_LEVEL; do
    [ -z "${!name:-}" ] || echo "$name=${!name}"
  done
  echo "PUBLIC_BASE_URL=${PUBLIC_BASE_URL:-http://localhost:$port}"
}

# Seconds since a `date +%s%N` reading, to a tenth.
elapsed() { local tenths=$(( ($(date +%s%N) - $1) / 100000000 )); echo "$(( tenths / 10 )).$(( tenths % 10 ))"; }

healthy() { # container seconds
  local waited=0
  while [ "$waited" -lt "$(( $2 * 2 ))" ]; do
    case "$("$DOCKER" inspect --format '{{.State.Health.Status}}' "$1" 2>/dev/null)" in
      healthy) return 0 ;;
      "") echo "stack.sh: $1 is not running" >&2; "$DOCKER" logs --tail 30 "$1" >&2 || true; return 1 ;;
    esac
    sleep 0.5
    waited=$(( waited + 1 ))
  done
  echo "stack.sh: $1 was not healthy within $2 s" >&2
  "$DOCKER" logs --tail 30 "$1" >&2
  return 1
}

up() {
  ensure_daemon
  down >/dev/null 2>&1 || true
  local env_file
  env_file=$(mktemp)
  trap 'rm -f "$env_file"' RETURN
  api_env >"$env_file"
  "$DOCKER" volume create rv-uploads >/dev/null
  local started
  started=$(date +%s%N)
  # The migration first (migrates and seeds, then exits): the replicas start only after it succeeded.
  "$DOCKER" run --name rv-migrate --network host --env-file "$env_file" "${hardening[@]}" \
    "rv-api:$version" node api/dist/server.js --migrate-only \
    || { echo "stack.sh: the migration failed" >&2; return 1; }
  echo "migrated in $(elapsed "$started") s"
  local i=0 servers=()
  started=$(date +%s%N)
  for api_port in "${api_ports[@]}"; do
    i=$(( i + 1 ))
    # Metrics on the API port + 1000 (9091-9093 by default), on loopback like the API: the proxy never routes there.
    "$DOCKER" run -d --name "rv-api-$i" --network host --env-file "$env_file" -e PORT="$api_port" -e METRICS_PORT="$(( api_port + 1000 ))" \
      --health-interval 1s \
      "${hardening[@]}" -v rv-uploads:/data/uploads "rv-api:$version" >/dev/null
    servers+=("127.0.0.1:$api_port")
  done
  for n in $(seq 1 "$i"); do healthy "rv-api-$n" 120; done
  echo "API x$i healthy in $(elapsed "$started") s from docker run"
  started=$(date +%s%N)
  "$DOCKER" run -d --name rv-proxy --network host -e RV_NGINX_CONF=nginx-proxy.conf -e RV_WEB_PORT="$port" \
    -e RV_API_SERVERS="${servers[*]}" --health-interval 1s "${hardening[@]}" "rv-web:$version" >/dev/null
  healthy rv-proxy 30
  echo "proxy healthy in $(elapsed "$started") s from docker run"
  echo "stack up: http://127.0.0.1:$port (proxy) -> ${servers[*]}"
}

names() { "$DOCKER" ps -a --format '{{.Names}}' | grep -E '^rv-(migrate|api-[0-9]+|proxy)$' || true; }
down() {
  local containers
  containers=$(names)
  [ -z "$containers" ] || "$DOCKER" rm -f $containers >/dev/null
  [ "${1:-}" != "--volumes" ] || "$DOCKER" volume rm -f rv-uploads >/dev/null
  echo "stack down"
}
ps() { "$DOCKER" ps -a --filter name=rv- --format 'table {{.Names}}\t{{.Status}}'; }

case "${1:-}" in
  up) up ;;
  down) shift; down "$@" ;;
  ps) ps ;;
  *) echo "usage: stack.sh up | down [--volumes] | ps" >&2; exit 2 ;;
esac
