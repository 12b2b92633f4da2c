#!/usr/bin/env bash
# Makes the two base images locally, for a machine that can reach Debian's packages but no image
# registry (so `node:20-bookworm-slim` and `debian:bookworm-slim` cannot be pulled):
#   rv-local/debian:bookworm   debootstrap's minimal Debian 12, for the web image's stage
#   rv-local/node:20           the same with this machine's Node.js 20 and npm, and a `node` user of uid 1000
# Both trust this machine's certificate authorities (/etc/ssl/certs/ca-certificates.crt), which a machine
# that reaches its registries through its own TLS authority needs for `npm ci` inside a build.
# An image already made by this version of the script is kept (made once per machine): `--force` remakes both.
# Needs root, debootstrap and a running Docker daemon.
set -euo pipefail

DOCKER=${DOCKER:-docker}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
# Bump when what goes into the images changes, so machines that kept the older ones remake them.
RECIPE=3
DEBIAN_IMAGE=rv-local/debian:bookworm
NODE_IMAGE=rv-local/node:20

recipe_of() { "$DOCKER" image inspect --format '{{ index .Config.Labels "rv.base.recipe" }}' "$1" 2>/dev/null || true; }
if [ "${1:-}" != "--force" ] && [ "$(recipe_of "$DEBIAN_IMAGE")" = "$RECIPE" ] && [ "$(recipe_of "$NODE_IMAGE")" = "$RECIPE" ]; then
  echo "base images $DEBIAN_IMAGE and $NODE_IMAGE are current (recipe $RECIPE)"
  exit 0
fi

case "$(node --version)" in
  v20.*) ;;
  *) echo "base-images.sh copies this machine's Node.js into $NODE_IMAGE, and it must be Node 20 (found $(node --version))" >&2; exit 1 ;;
esac
command -v debootstrap >/dev/null || { echo "debootstrap is missing: apt-get install -y debootstrap" >&2; exit 1; }

work=$(mktemp -d /tmp/rv-base-XXXXXX)
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"
started=$(date +%s)
debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" "$MIRROR" >"$work/debootstrap.log" 2>&1 \
  || { tail -20 "$work/debootstrap.log" >&2; exit 1; }

# This machine's authorities beside Debian's (apt inside a build also reads the machine's settings for
# snapshot mirrors: their Release files may be older than their Valid-Until).
cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/rv-machine-ca.crt"
cp /etc/apt/apt.conf.d/99artifact-registry "$rootfs/etc/apt/apt.conf.d/" 2>/dev/null || true
# Smaller: no package lists, caches, documentation or locales beyond what is needed.
rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/*

import_image() { # rootfs image
  tar -C "$1" -c . | "$DOCKER" import \
    --change "LABEL rv.base.recipe=$RECIPE" \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin NODE_EXTRA_CA_CERTS=/etc/ssl/certs/rv-machine-ca.crt' \
    --change 'CMD ["bash"]' - "$2" >/dev/null
}
import_image "$rootfs" "$DEBIAN_IMAGE"

# Node.js 20 and npm as this machine has them (the official node image has them in the same places).
node_bin=$(command -v node)
cp "$(readlink -f "$node_bin")" "$rootfs/usr/local/bin/node"
npm_root=$(npm root -g)
mkdir -p "$rootfs/usr/local/lib/node_modules"
cp -a "$npm_root/npm" "$rootfs/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
import_image "$rootfs" "$NODE_IMAGE"

echo "made $DEBIAN_IMAGE and $NODE_IMAGE (recipe $RECIPE) in $(( $(date +%s) - started )) s:"
"$DOCKER" image ls --format '  {{.Repository}}:{{.Tag}} {{.Size}}' | grep rv-local/
