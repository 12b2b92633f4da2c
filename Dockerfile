# One build, two images. The web parts and the API are compiled once (stage `build`); the final stages
# only copy what they serve:
#   docker build --target api -t rv-api .   the API: node running api/dist/server.js (no tsx), as user 1000
#   docker build --target web -t rv-web .   nginx (non-root) serving the shell and every remote with their
#                                            .br/.gz copies; in compose it also proxies the rest to the API
# Build with BuildKit (DOCKER_BUILDKIT=1, the default of current Docker): it skips the stages a target
# does not need. No `# syntax=` line: the built-in frontend is used, so no frontend image is fetched.
#
# Build arguments:
#   NODE_IMAGE   the Node.js 20 base (default the official node:20-bookworm-slim)
#   WEB_IMAGE    the web image's Debian 12 base (default the official debian:bookworm-slim)
#     A machine that reaches no image registry makes both from Debian's packages:
#     deploy/docker/base-images.sh, then --build-arg NODE_IMAGE=rv-local/node:20 WEB_IMAGE=rv-local/debian:bookworm
#   BUILD_FROM   `source` (default): install and build everything inside the image build.
#                `context`: take the web parts and the API bundle already built in the build context
#                (`npm run build && npm run build -w @rv/api`), as CI does with the build its journeys used.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG WEB_IMAGE=debian:bookworm-slim
ARG BUILD_FROM=source

# Every workspace's package.json first, so the dependency layer is rebuilt only when they change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-lib/package.json shared-lib/
COPY domain/package.json domain/
COPY ui-kit/package.json ui-kit/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-catalog/package.json mfe-catalog/
COPY mfe-content/package.json mfe-content/
COPY mfe-owners/package.json mfe-owners/
COPY mfe-forms/package.json mfe-forms/
COPY mfe-dealer/package.json mfe-dealer/
COPY mfe-studio/package.json mfe-studio/
COPY e2e/package.json e2e/

# Build tools and all: webpack for the web parts, esbuild for the API.
FROM manifests AS deps
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund

FROM deps AS build-source
COPY . .
# The web parts (each with .gz and .br copies beside its text files), then the API bundle.
RUN node scripts/build-all.mjs && node api/scripts/build.mjs

FROM ${NODE_IMAGE} AS build-context
WORKDIR /app
COPY . .
RUN for part in shell mfe-catalog mfe-content mfe-owners mfe-forms mfe-dealer mfe-studio; do \
      test -f "$part/dist/routes.json" -o "$part" = shell || { echo "BUILD_FROM=context: $part/dist is not built (npm run build)"; exit 1; }; \
    done; \
    test -f shell/dist/index.html || { echo "BUILD_FROM=context: shell/dist is not built (npm run build)"; exit 1; }; \
    test -f api/dist/server.js || { echo "BUILD_FROM=context: api/dist/server.js is not built (npm run build -w @rv/api)"; exit 1; }

FROM build-${BUILD_FROM} AS build

# What the API and the web parts' server builds load at run time, nothing else. Packages npm could not
# hoist (another version at the root) stay under their workspace: api/node_modules goes in too.
FROM manifests AS prod-deps
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force && mkdir -p api/node_modules

FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data/pg \
    UPLOAD_DIR=/data/uploads
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=prod-deps /app/api/node_modules api/node_modules
COPY --from=prod-deps /app/package.json package.json
COPY --from=build /app/api/package.json api/package.json
COPY --from=build /app/api/dist api/dist
# The shell's index.html and the server builds the API draws pages with (WEB_ROOT is /app).
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/mfe-catalog/dist mfe-catalog/dist
COPY --from=build /app/mfe-content/dist mfe-content/dist
COPY --from=build /app/mfe-owners/dist mfe-owners/dist
COPY --from=build /app/mfe-forms/dist mfe-forms/dist
COPY --from=build /app/mfe-dealer/dist mfe-dealer/dist
COPY --from=build /app/mfe-studio/dist mfe-studio/dist
# Writable by the non-root user only where the server writes: uploads (a shared volume) and PGlite's folder.
# The image's `node` user, by number so Kubernetes' runAsNonRoot can check it.
RUN mkdir -p /data/pg /data/uploads && chown -R 1000:1000 /data
USER 1000:1000
# 9464: METRICS_PORT when set (compose and Kubernetes set it), for Prometheus, never proxied.
EXPOSE 8080 9464
# Asked with bash rather than a second Node process: Node's own start took 3.4 s on a loaded 2-core
# machine, past the check's timeout, and marked healthy replicas unhealthy.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${PORT:-8080} && printf 'GET /api/health HTTP/1.0\\r\\n\\r\\n' >&3 && head -1 <&3 | grep -q ' 200 '"]
# `--migrate-only` (the compose `migrate` service, the Kubernetes Job) migrates and seeds, then exits.
CMD ["node", "api/dist/server.js"]

# Debian's nginx with its brotli module (brotli_static sends the .br copies the build wrote).
FROM ${WEB_IMAGE} AS web
# A user of its own with a fixed id, so Kubernetes' runAsNonRoot can check it.
RUN apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx-light libnginx-mod-http-brotli-static >/dev/null \
  && rm -rf /var/lib/apt/lists/* /usr/share/doc/* /usr/share/man/* \
  && groupadd --system --gid 10101 rv && useradd --system --uid 10101 --gid rv --no-create-home --shell /usr/sbin/nologin rv
COPY deploy/nginx/*.conf deploy/nginx/start-nginx.sh /etc/nginx/
COPY --from=build /app/shell/dist /srv/www/shell
COPY --from=build /app/mfe-catalog/dist /srv/www/mfe-catalog
COPY --from=build /app/mfe-content/dist /srv/www/mfe-content
COPY --from=build /app/mfe-owners/dist /srv/www/mfe-owners
COPY --from=build /app/mfe-forms/dist /srv/www/mfe-forms
COPY --from=build /app/mfe-dealer/dist /srv/www/mfe-dealer
COPY --from=build /app/mfe-studio/dist /srv/www/mfe-studio
USER 10101:10101
# 9464: METRICS_PORT when set (compose and Kubernetes set it), for Prometheus, never proxied.
EXPOSE 8080 9464
# RV_NGINX_CONF picks the server: nginx-proxy.conf (the static parts and the API upstream, docker
# compose) or nginx-static.conf (the static parts only: a Kubernetes Deployment behind the Ingress).
# RV_WEB_PORT is the port it listens on; RV_API_SERVERS the API replicas the proxy sends to.
# nginx writes only under /tmp, so the root file system can be read-only.
ENV RV_NGINX_CONF=nginx-static.conf RV_WEB_PORT=8080 RV_API_SERVERS=api:8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/$RV_WEB_PORT && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && head -1 <&3 | grep -q ' 200 '"]
CMD ["sh", "/etc/nginx/start-nginx.sh"]
