#!/usr/bin/env bash
# Installs with apt (as root) the Debian packages in scripts/ci/system-packages.txt that are not
# there yet: what `npm test` needs beyond Node and npm. The one place .ci/run and the CI
# workflow's test job get them from, so the two install the same packages.
set -euo pipefail
list="$(dirname "$0")/system-packages.txt"

missing=()
while read -r package present _; do
  case "$package" in '' | '#'*) continue ;; esac
  if [ -e "$present" ] || command -v "$present" >/dev/null 2>&1; then
    echo "system-deps: $package already there ($present)"
  else
    missing+=("$package")
  fi
done <"$list"

if [ "${#missing[@]}" -gt 0 ]; then
  echo "system-deps: installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
