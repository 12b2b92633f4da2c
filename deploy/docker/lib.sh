# Shared by the scripts in deploy/docker: which docker client to use, and a daemon that answers.
# DOCKER names the client; unset, Debian's (/usr/bin/docker, from docker.io) is preferred where it is
# installed, because it builds with the daemon's own BuildKit, where a newer client without its buildx
# plugin refuses to.
if [ -z "${DOCKER:-}" ]; then
  if [ -x /usr/bin/docker ]; then DOCKER=/usr/bin/docker; else DOCKER=docker; fi
fi
export DOCKER DOCKER_BUILDKIT=1

# Starts dockerd when none answers and this is root on a machine that has it (host networking only:
# no bridge, no iptables rules). Fails, saying why, when no daemon can be had.
ensure_daemon() {
  "$DOCKER" info >/dev/null 2>&1 && return 0
  if [ "$(id -u)" != 0 ] || ! command -v dockerd >/dev/null; then
    echo "No Docker daemon answers and none can be started here (needs root and dockerd: apt-get install -y docker.io)" >&2
    return 1
  fi
  echo "starting dockerd (--iptables=false --bridge=none, log in /tmp/rv-dockerd.log)"
  nohup dockerd --iptables=false --bridge=none >/tmp/rv-dockerd.log 2>&1 &
  for _ in $(seq 1 60); do
    "$DOCKER" info >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  echo "dockerd did not answer within 30 s:" >&2
  tail -20 /tmp/rv-dockerd.log >&2
  return 1
}
