# Sourced by the CI scripts that start the app: `server` holds the pid of a process group started
# with setsid, so stopping it reaches npm, tsx and node alike.
server=''
stop_server() {
  [ -n "$server" ] || return 0
  kill -TERM -- "-$server" 2>/dev/null || true
  # Wait for the whole group (npm, tsx, node) to finish its graceful shutdown.
  for _ in $(seq 60); do kill -0 -- "-$server" 2>/dev/null || break; sleep 0.5; done
  server=''
}
