#!/bin/sh
# The scripted fake engine (fake_usi.sh, same arguments) behind a helper process, as a wrapper script that
# starts the real engine or an engine with worker processes has: the helper sleeps with the engine's pipes
# open and, like the engine, leaves its process id in FAKE_PID_DIR, so a test sees whether it outlived the
# engine.
sleep 600 &
[ -n "$FAKE_PID_DIR" ] && echo $! > "$FAKE_PID_DIR/$!"
exec "$(dirname "$0")/fake_usi.sh" "$@"
