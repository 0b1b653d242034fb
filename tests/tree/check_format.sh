#!/usr/bin/env bash
# Every C++ file of the repository is as .clang-format writes it. Pinned to clang-format 14 (Debian 12's; Ubuntu
# 24.04 packages it too): another major version lays out some constructs differently, and one version for
# everyone keeps the check from flapping between machines. `./dev format` applies it.
set -euo pipefail
cd "$1"
tool=$(command -v clang-format-14 || true)
if [ -z "$tool" ]; then
    echo "check_format: clang-format-14 is not installed (./dev installs it)" >&2
    exit 1
fi
mapfile -t files < <(git ls-files '*.cpp' '*.h')
bad=()
for f in "${files[@]}"; do
    "$tool" --dry-run -Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if [ ${#bad[@]} -gt 0 ]; then
    printf 'not as .clang-format writes it (run ./dev format):\n' >&2
    printf '  %s\n' "${bad[@]}" >&2
    exit 1
fi
echo "check_format: ${#files[@]} files as .clang-format writes them"
