#!/usr/bin/env bash
# Builds both images from the repository's Dockerfile: rv-api:${RV_VERSION:-local} and rv-web:${RV_VERSION:-local}.
#   --from-context   use the web parts and API bundle already built here (npm run build, npm run build -w @rv/api)
#                    instead of installing and building inside the image (BUILD_FROM=context)
#   --local-base     make the base images from Debian's packages first (base-images.sh): for a machine
#                    that reaches no image registry
# Prints each image's size and how long each build took.
set -euo pipefail
cd "$(dirname "$0")/../.."
. deploy/docker/lib.sh

from=source
local_base=false
args=()
for arg in "$@"; do
  case "$arg" in
    --from-context) from=context ;;
    --local-base) local_base=true; args+=(--build-arg NODE_IMAGE=rv-local/node:20 --build-arg WEB_IMAGE=rv-local/debian:bookworm) ;;
    *) echo "unknown option $arg (--from-context, --local-base)" >&2; exit 2 ;;
  esac
done
# The daemon first: the base images are imported into it.
ensure_daemon
if $local_base; then bash deploy/docker/base-images.sh; fi
version=${RV_VERSION:-local}
for target in api web; do
  started=$(date +%s)
  # Host networking for the build's own steps (npm ci, apt-get): the only network these machines have.
  if ! "$DOCKER" build --network host --progress plain "${args[@]}" --build-arg BUILD_FROM="$from" \
      --target "$target" -t "rv-$target:$version" . >"/tmp/rv-build-$target.log" 2>&1; then
    tail -40 "/tmp/rv-build-$target.log" >&2
    echo "the $target image did not build (whole log: /tmp/rv-build-$target.log)" >&2
    exit 1
  fi
  size=$("$DOCKER" image inspect --format '{{.Size}}' "rv-$target:$version")
  echo "built rv-$target:$version ($from) in $(( $(date +%s) - started )) s: $(( size / 1000000 )) MB"
done
