# syntax=docker/dockerfile:1
# Build with every dependency, then run the built tree with the production dependencies
# only; both stages start from the workspace manifests. scripts/check-production-install.sh
# repeats these steps without Docker.

# The workspace manifests both stages install from.
FROM node:24-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/i18n/package.json packages/i18n/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    LOG_FORMAT=json
# Only the server's run-time dependencies: the web app is served as built files.
RUN npm ci --omit=dev --workspace @app/server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY apps/server/migrations apps/server/migrations
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database and the generated JWT secret live in /data, owned by the unprivileged user.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node is PID 1 and handles SIGTERM itself, so `docker stop` drains requests.
CMD ["node", "apps/server/dist/main.js"]
