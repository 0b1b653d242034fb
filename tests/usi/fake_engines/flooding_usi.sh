#!/bin/sh
# A fake USI engine that answers every "go" with a flood and no move, then keeps quiet until it is killed or
# told to quit:
#   flooding_usi.sh line N   N bytes on one line, with no newline
#   flooding_usi.sh info N   N info lines
# Like fake_usi.sh it leaves its process id in FAKE_PID_DIR.
mode=$1
count=$2
[ -n "$FAKE_PID_DIR" ] && echo $$ > "$FAKE_PID_DIR/$$"
while IFS= read -r cmd; do
    case $cmd in
    usi) echo "id name Flood"; echo usiok ;;
    isready) echo readyok ;;
    go*)
        if [ "$mode" = line ]; then
            head -c "$count" /dev/zero | tr '\0' x
        else
            yes "info depth 1 seldepth 1 score cp 12 nodes 100 nps 1000 time 1 pv 7g7f 3c3d" | head -n "$count"
        fi
        ;;
    quit) exit 0 ;;
    esac
done
