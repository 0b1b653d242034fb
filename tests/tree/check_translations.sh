#!/usr/bin/env bash
# Every string of the user interface is translated in es, it and ja: no message left unfinished or empty.
# (lupdate marks a new or changed source string unfinished; the release build would show it in English.)
set -euo pipefail
cd "$1/translations"
status=0
for ts in shogiban_es.ts shogiban_it.ts shogiban_ja.ts; do
    unfinished=$(grep -c 'type="unfinished"' "$ts" || true)
    empty=$(grep -c '<translation></translation>\|<translation/>' "$ts" || true)
    if [ "$unfinished" -ne 0 ] || [ "$empty" -ne 0 ]; then
        echo "$ts: $unfinished unfinished, $empty empty translations" >&2
        grep -B3 'type="unfinished"' "$ts" | grep '<source>' | head -20 >&2 || true
        status=1
    fi
done
[ $status -eq 0 ] && echo "check_translations: es, it and ja complete"
exit $status
