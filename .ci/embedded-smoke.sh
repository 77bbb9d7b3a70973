#!/usr/bin/env bash
# Proves the default with no DATABASE_URL: the built app on embedded PGlite under a temporary
# DATA_DIR keeps its data across a restart, and refuses a second process on the same data.
set -euo pipefail
cd "$(dirname "$0")/.."
unset DATABASE_URL
export DATA_DIR; DATA_DIR=$(mktemp -d)
export PORT=4320 LOG_LEVEL=warn
# shellcheck source=.ci/stop-server.sh
source .ci/stop-server.sh
trap 'stop_server; rm -rf "$DATA_DIR"' EXIT

npm run --silent user:create -- --email boss@embedded.test --password embedded-pw --role manager

start_server() {
  # Something already answering on the port would make every check below meaningless.
  if curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null; then echo "port $PORT is already in use"; return 1; fi
  setsid npm start >"$DATA_DIR/server.log" 2>&1 &
  server=$!
  for _ in $(seq 120); do
    curl -fs "http://127.0.0.1:$PORT/readyz" >/dev/null && return 0
    sleep 0.5
  done
  cat "$DATA_DIR/server.log"; return 1
}

sign_in() {
  local body
  body=$(curl -fs -c "$DATA_DIR/cookies" -H 'Content-Type: application/json' \
    -d '{"email":"boss@embedded.test","password":"embedded-pw"}' "http://127.0.0.1:$PORT/api/login")
  echo "$body" | grep -q '"role":"manager"' || { echo "sign-in failed: $body"; return 1; }
  curl -fs -b "$DATA_DIR/cookies" "http://127.0.0.1:$PORT/api/user" | grep -q 'boss@embedded.test'
}

start_server
sign_in
echo 'signed in on the embedded database'

if npm run --silent user:create -- --email second@embedded.test --password embedded-pw --role employee 2>"$DATA_DIR/cli.err"; then
  echo 'the CLI opened the embedded database while the server held it'; exit 1
fi
grep -q 'in use by another Shynk process' "$DATA_DIR/cli.err"
echo 'a second process is refused while the server runs'

stop_server
# A graceful shutdown closes the database, which releases the data directory's lock.
[ ! -e "$DATA_DIR/shynk.lock" ] || {
  echo 'the server did not shut down gracefully'; tail -20 "$DATA_DIR/server.log"; exit 1
}
echo 'the server shut down gracefully on SIGTERM'
start_server
sign_in
echo 'data kept across a restart'
