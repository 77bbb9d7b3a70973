#!/usr/bin/env bash
# Proves the README's first run as a newcomer meets it: a fresh clone with no build, no data and
# no environment, `npm ci && npm start` verbatim, then the printed first-manager link followed over
# HTTP to create the manager and name the business, sign-in, a restart, and sign-in again.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
port="${NEWCOMER_PORT:-4330}"
work=$(mktemp -d)
# shellcheck source=.ci/stop-server.sh
source "$repo/.ci/stop-server.sh"
trap 'stop_server; rm -rf "$work"' EXIT

# What is committed, nothing of this checkout's build, data or node_modules.
git clone --quiet --no-hardlinks "$repo" "$work/shynk"
cd "$work/shynk"
[ ! -e dist ] && [ ! -e data ] && [ ! -e node_modules ]

# The newcomer's shell has none of CI's variables (DATABASE_URL, NODE_ENV, CI...). PORT only keeps
# clear of whatever else this machine serves. npm's cache is the user's own, so `npm ci` is warm.
newcomer="env -i PATH=$(printf %q "$PATH") HOME=$(printf %q "$HOME") PORT=$port npm_config_prefer_offline=true npm_config_audit=false npm_config_fund=false"

# `npm ci` from the same lockfile makes the same node_modules as the one CI installed a minute ago,
# so that one is copied (hard links where the filesystem allows) unless NEWCOMER_NPM_CI=1 asks
# for the real install. What is being proved is the first `npm start`: build, migrate, serve.
install="$newcomer npm ci"
if [ -z "${NEWCOMER_NPM_CI:-}" ] && [ -e "$repo/node_modules/.package-lock.json" ] &&
  cmp -s "$repo/package-lock.json" package-lock.json; then
  cp -al "$repo/node_modules/." node_modules 2>/dev/null || cp -a "$repo/node_modules/." node_modules
  install='echo "node_modules copied from the CI install of the same lockfile"'
fi
url="http://127.0.0.1:$port"

start_server() {
  if curl -fs "$url/healthz" >/dev/null; then echo "port $port is already in use"; return 1; fi
  : >"$work/server.log"
  setsid bash -c "$1" >"$work/server.log" 2>&1 &
  server=$!
  for _ in $(seq 900); do
    curl -fs "$url/readyz" >/dev/null && return 0
    kill -0 "$server" 2>/dev/null || break
    sleep 0.5
  done
  echo 'the server did not become ready:'; cat "$work/server.log"; return 1
}

start_server "$install && $newcomer npm start"
echo 'npm start served a fresh clone the first time'

link=$(grep -oE 'https?://[^ ]+/invite/[A-Za-z0-9_-]+' "$work/server.log" | head -1)
[ -n "$link" ] || { echo 'no first-manager link was printed'; cat "$work/server.log"; exit 1; }
token=${link##*/invite/}
path=${link#*://*/}
# The link opens the invitation page, whose first call checks the token.
curl -fs "$url/$path" | grep -q '<div id="root">'
curl -fs "$url/api/employee-invitations/verify/$token" | grep -q '"role":"manager"'
curl -fs -c "$work/cookies" -H 'Content-Type: application/json' \
  -d "{\"firstName\":\"Ada\",\"lastName\":\"Lovelace\",\"email\":\"ada@newcomer.test\",\"password\":\"newcomer-pw\",\"invitationToken\":\"$token\",\"businessName\":\"Newcomer Gym\",\"timeZone\":\"America/Chicago\"}" \
  "$url/api/register" | grep -q '"role":"manager"'
echo 'the printed link created the first manager'

sign_in() {
  local body
  body=$(curl -fs -c "$work/cookies" -H 'Content-Type: application/json' \
    -d '{"email":"ada@newcomer.test","password":"newcomer-pw"}' "$url/api/login")
  echo "$body" | grep -q '"role":"manager"' || { echo "sign-in failed: $body"; return 1; }
  curl -fs -b "$work/cookies" "$url/api/user" | grep -q 'ada@newcomer.test'
}
sign_in
echo 'signed in'

stop_server
start_server "$newcomer npm start"
sign_in
if grep -q '/invite/' "$work/server.log"; then echo 'a first-manager link was printed again'; exit 1; fi
echo 'signed in again after a restart'
