# Sourced by the CI scripts that start the app: `server` holds the pid of a process group started
# with setsid, so stopping it reaches npm, tsx and node alike.
server=''
stop_server() {
  [ -n "$server" ] || return 0
  local began=$SECONDS
  kill -TERM -- "-$server" 2>/dev/null || true
  # Wait for the whole group (npm, tsx, node) to finish its graceful shutdown. On a quiet machine
  # that takes about a second; CI runs this beside a fresh clone's install and build on two cores,
  # where it has taken over thirty, so the wait is generous and says so when it runs out.
  for _ in $(seq 240); do kill -0 -- "-$server" 2>/dev/null || break; sleep 0.5; done
  if kill -0 -- "-$server" 2>/dev/null; then
    echo "the server (group $server) was still stopping after 120 s"
  elif [ $((SECONDS - began)) -gt 5 ]; then
    echo "the server took $((SECONDS - began)) s to stop"
  fi
  server=''
}
