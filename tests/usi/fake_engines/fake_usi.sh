#!/bin/sh
# A scripted USI engine for the tests: it plays the moves it is given, by ply, and misbehaves on request.
#
#   fake_usi.sh [--start crash|exit|hang] [--garbage] [--sjis-name] [--name NAME] TOKEN...
#
# When asked to move in a position with N moves played, it answers TOKEN N+1 (the first for N = 0): a USI
# move (sent as it is, legal or not), "resign", "win", or a fault: "crash" (killed by a signal), "exit"
# (ends quietly), "hang" (stops reading and answering), "slow" (answers only after "stop"), "late" (answers
# after half a second). Without a token for N it resigns. A move may carry the score it reports, MOVE@CP
# (centipawns from the side to move's view; 0 without); "resign@CP" and "win@CP" report theirs with the word
# as the line (gpsusi's "pv resign"), plain "resign" and "win" no score.
#   --start       fail at start-up: crash before "usiok", exit after printing a complaint, or hang
#   --garbage     print junk lines (binary, Shift_JIS, USI look-alikes, a very long line) among the real ones
#   --sjis-name   send its name in Shift_JIS, as older Japanese engines do
# FAKE_PID_DIR: a directory where it leaves a file named after its process id (the tests check that no
# process outlives its session). FAKE_LOG: a file that receives every command it reads.

start=normal
garbage=0
name=fake
sjis=0
while [ $# -gt 0 ]; do
    case $1 in
    --start) start=$2; shift 2 ;;
    --garbage) garbage=1; shift ;;
    --sjis-name) sjis=1; shift ;;
    --name) name=$2; shift 2 ;;
    *) break ;;
    esac
done
tokens="$*"

[ -n "$FAKE_PID_DIR" ] && echo $$ > "$FAKE_PID_DIR/$$"

case $start in
crash) echo "fake: cannot load eval.bin" >&2; kill -SEGV $$ ;;
exit) echo "fake: no evaluation file, giving up"; exit 1 ;;
hang) exec sleep 600 ;;
esac

junk() {
    [ $garbage = 1 ] || return 0
    printf 'Fake engine 1.0 by nobody\n'
    printf 'binary \001\002\377\376 bytes\n'
    printf 'info string \203\145\203\130\203\147\n'
    printf 'usiokay\nreadyok please\noption name Broken type\ninfo depth x score cp\n'
    head -c 70000 /dev/zero | tr '\0' x
    printf '\n'
}

# The number of moves after "moves" in a position command.
moves_in() {
    n=0
    seen=0
    for w in $1; do
        if [ $seen = 1 ]; then n=$((n + 1)); elif [ "$w" = moves ]; then seen=1; fi
    done
    echo $n
}

plies=0
searching=0
while IFS= read -r cmd; do
    [ -n "$FAKE_LOG" ] && printf '%s\n' "$cmd" >> "$FAKE_LOG"
    case $cmd in
    usi)
        junk
        if [ $sjis = 1 ]; then printf 'id name \217\253\212\373\n'; else echo "id name $name"; fi
        echo "id author Shogiban tests"
        echo "option name Level type spin default 5 min 1 max 10"
        echo "option name USI_Hash type spin default 16 min 1 max 1024"
        echo "option name Style type combo default normal var normal var aggressive"
        echo "option name BookFile type filename default <empty>"
        echo "option name Clear Hash type button"
        echo usiok
        ;;
    isready) echo readyok ;;
    position*) plies=$(moves_in "$cmd") ;;
    go*)
        set -- $tokens
        token=resign
        if [ "$plies" -lt $# ]; then
            shift "$plies"
            token=$1
        fi
        case $token in
        crash) kill -SEGV $$ ;;
        exit) exit 0 ;;
        hang) exec sleep 600 ;;
        slow) searching=1 ;;
        late) sleep 0.5; echo "bestmove resign" ;;
        *)
            junk
            score=
            case $token in *@*) score=${token#*@}; token=${token%@*} ;; esac
            # "resign@CP" reports its score with the word as its line, as gpsusi does.
            case $token in resign | win) [ -n "$score" ] && echo "info depth 1 score cp $score pv $token" ;;
            *) echo "info depth 1 score cp ${score:-0} pv $token" ;; esac
            echo "bestmove $token"
            ;;
        esac
        ;;
    stop)
        if [ $searching = 1 ]; then
            searching=0
            echo "bestmove resign"
        fi
        ;;
    quit) exit 0 ;;
    esac
done
