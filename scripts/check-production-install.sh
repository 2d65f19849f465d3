#!/usr/bin/env bash
# The Dockerfile's steps without Docker (no image can be built on the CI machines): in fresh
# folders, install everything and build, then lay out the runtime stage, install the production
# dependencies only, start `node apps/server/dist/main.js` on the embedded database, wait for
# /health/ready, check a page and the API, stop it with SIGTERM and expect exit code 0.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/production-install.XXXXXX")"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -KILL "$server_pid" || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
step() { printf '\n== %s\n' "$*"; }

build="$work/build"
runtime="$work/runtime"
mkdir -p "$build" "$runtime"

step "build stage: the repository's files, npm ci, npm run build"
# Tracked files plus new ones not ignored: what `COPY . .` sends (see .dockerignore).
(cd "$repo" && git ls-files -z --cached --others --exclude-standard) \
  | (cd "$repo" && xargs -0 -I{} sh -c '[ -f "$1" ] && cp --parents "$1" "$2" || true' _ {} "$build")
if [ "${REUSE_CHECKOUT_BUILD:-}" = 1 ] && [ -f "$repo/apps/web/dist/index.html" ] && [ -d "$repo/apps/server/dist" ]; then
  # CI has just run npm ci and npm run build on this checkout, a fresh clone of the same files:
  # its output stands in for a second install and build of the same lockfile and sources.
  echo "(the checkout's own npm ci and build, REUSE_CHECKOUT_BUILD=1)"
  mkdir -p "$build/apps/web" "$build/apps/server"
  cp -r "$repo/apps/web/dist" "$build/apps/web/dist"
  cp -r "$repo/apps/server/dist" "$build/apps/server/dist"
else
  (cd "$build" && npm ci --no-audit --no-fund --loglevel=error && npm run --silent build)
fi

step "runtime stage: manifests, built output, npm ci --omit=dev"
for f in package.json package-lock.json packages/contract/package.json packages/i18n/package.json \
  apps/server/package.json apps/web/package.json; do
  mkdir -p "$runtime/$(dirname "$f")"
  cp "$build/$f" "$runtime/$f"
done
(cd "$runtime" && npm ci --omit=dev --workspace @app/server --no-audit --no-fund --loglevel=error)
mkdir -p "$runtime/apps/server" "$runtime/apps/web"
cp -r "$build/apps/server/dist" "$runtime/apps/server/dist"
cp -r "$build/apps/server/migrations" "$runtime/apps/server/migrations"
cp -r "$build/apps/web/dist" "$runtime/apps/web/dist"
if [ -d "$runtime/node_modules/vitest" ] || [ -d "$runtime/node_modules/tsx" ] || [ -d "$runtime/node_modules/react" ]; then
  echo "development or web dependencies were installed"; exit 1
fi

step "start: node apps/server/dist/main.js"
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
(cd "$runtime" && NODE_ENV=production PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" LOG_FORMAT=json \
  exec node apps/server/dist/main.js >"$work/server.log" 2>&1) &
server_pid=$!
url="http://127.0.0.1:$port"
ready=""
for _ in $(seq 1 240); do
  if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
  if node -e "fetch('$url/health/ready').then(r=>process.exit(r.status===200?0:1),()=>process.exit(1))"; then
    ready=1
    break
  fi
  sleep 0.5
done
if [ -z "$ready" ]; then
  echo "the server did not become ready:"; cat "$work/server.log"; exit 1
fi
node -e "
const url = '$url';
const check = async (path, test) => {
  const res = await fetch(url + path);
  const body = await res.text();
  if (!test(res, body)) throw new Error(path + ' answered ' + res.status + ': ' + body.slice(0, 200));
  console.log('ok', path, res.status);
};
(async () => {
  await check('/health/live', (r) => r.status === 200);
  await check('/health/ready', (r, b) => r.status === 200 && JSON.parse(b).startup === 'done');
  await check('/', (r, b) => r.status === 200 && b.includes('<div id=\"root\">'));
  await check('/api/openapi.json', (r) => r.status === 200);
  await check('/api/reports', (r) => r.status === 401);
})().catch((err) => { console.error(err.message); process.exit(1); });
" || { cat "$work/server.log"; exit 1; }
grep -q 'is running at' "$work/server.log" || { echo "no start-up summary"; cat "$work/server.log"; exit 1; }

step "stop: SIGTERM"
kill -TERM "$server_pid"
code=0
wait "$server_pid" || code=$?
server_pid=""
if [ "$code" -ne 0 ]; then
  echo "the server exited with $code"; cat "$work/server.log"; exit 1
fi
echo "production install: ok (Node $(node --version))"
