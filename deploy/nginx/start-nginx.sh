#!/bin/sh
# The web image's start: writes the two settings that come from the environment (the port, and the API
# replicas the proxy sends to) where the configuration includes them, then runs nginx in the foreground.
set -eu
printf 'listen %s;\n' "${RV_WEB_PORT:-8080}" > /tmp/nginx-listen.conf
: > /tmp/nginx-api-servers.conf
for server in ${RV_API_SERVERS:-api:8080}; do
  printf 'server %s max_fails=2 fail_timeout=10s;\n' "$server" >> /tmp/nginx-api-servers.conf
done
exec nginx -c "/etc/nginx/${RV_NGINX_CONF:-nginx-static.conf}" -g 'daemon off;'
