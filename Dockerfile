# syntax=docker/dockerfile:1
# One build, two images. The web parts and the API are compiled once (stage `build`); the final stages
# only copy what they serve:
#   docker build --target api -t rv-api .   the API: node running api/dist/server.js (no tsx), as user node
#   docker build --target web -t rv-web .   nginx (non-root) serving the shell and every remote with their
#                                            .br/.gz copies; in compose it also proxies the rest to the API
# docker compose builds both from here; BuildKit runs the shared stages once.

ARG NODE_IMAGE=node:20-bookworm-slim

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
COPY e2e/package.json e2e/

# Build tools and all: webpack for the web parts, esbuild for the API.
FROM manifests AS deps
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The web parts (each with .gz and .br copies beside its text files), then the API bundle.
RUN node scripts/build-all.mjs && node api/scripts/build.mjs

# What the API and the web parts' server builds load at run time, nothing else.
FROM manifests AS prod-deps
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data/pg \
    UPLOAD_DIR=/data/uploads
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
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
# Writable by the non-root user only where the server writes: uploads (a shared volume) and PGlite's folder.
# The image's `node` user, by number so Kubernetes' runAsNonRoot can check it.
RUN mkdir -p /data/pg /data/uploads && chown -R node:node /data
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `--migrate-only` (the compose `migrate` service, the Kubernetes Job) migrates and seeds, then exits.
CMD ["node", "api/dist/server.js"]

# nginx from Alpine with its brotli module (brotli_static sends the .br copies the build wrote).
FROM alpine:3.20 AS web
# A user of its own with a fixed id, so Kubernetes' runAsNonRoot can check it.
RUN apk add --no-cache nginx nginx-mod-http-brotli \
  && addgroup -S -g 10101 rv && adduser -S -D -H -u 10101 -G rv rv \
  && chown -R rv:rv /var/lib/nginx /var/log/nginx
COPY deploy/nginx/*.conf /etc/nginx/
COPY --from=build /app/shell/dist /srv/www/shell
COPY --from=build /app/mfe-catalog/dist /srv/www/mfe-catalog
COPY --from=build /app/mfe-content/dist /srv/www/mfe-content
COPY --from=build /app/mfe-owners/dist /srv/www/mfe-owners
COPY --from=build /app/mfe-forms/dist /srv/www/mfe-forms
COPY --from=build /app/mfe-dealer/dist /srv/www/mfe-dealer
USER 10101:10101
EXPOSE 8080
# RV_NGINX_CONF picks the server: nginx-proxy.conf (the static parts and the API upstream, docker
# compose) or nginx-static.conf (the static parts only: a Kubernetes Deployment behind the Ingress).
ENV RV_NGINX_CONF=nginx-static.conf
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
CMD ["sh", "-c", "exec nginx -c /etc/nginx/$RV_NGINX_CONF -g 'daemon off;'"]
