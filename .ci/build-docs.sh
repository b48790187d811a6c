#!/bin/sh
# .ci/build-docs.sh: builds the DocC archive of LayerGeometry with the toolchain alone (no
# swift-docc-plugin), as swift-collections' Utils/generate-docs.sh does. Extra arguments go to docc.
#
#   .ci/build-docs.sh   ->   .build/docs/LayerGeometry.doccarchive, with documentation-coverage.json
#
# Warnings are errors: broken ``links``, ambiguous overload links, bad Topics entries and documented
# parameters that don't exist all fail the run. Missing doc comments and missing examples are not
# DocC warnings; .ci/check-doc-coverage.py checks those from the coverage file written here.
set -eu
cd "$(dirname "$0")/.."

MODULE=LayerGeometry
DOCS="$PWD/.build/docs"
SG="$DOCS/symbol-graphs"
OUT="$DOCS/$MODULE.doccarchive"
CATALOG="Sources/$MODULE/Documentation.docc"

# The toolchain's bin folder may come last on PATH; take docc from next to `swift`.
TOOLCHAIN_BIN="$(dirname "$(readlink -f "$(command -v swift)")")"
DOCC="$TOOLCHAIN_BIN/docc"
[ -x "$DOCC" ] || DOCC=docc

# Fresh every time: when the module is already built, swiftc does not run again, no symbol graphs
# are emitted and docc fails with "No symbol matched 'LayerGeometry'". The separate scratch path
# keeps the symbol-graph flags from invalidating the normal .build.
rm -rf "$DOCS"
mkdir -p "$SG"

swift build --target "$MODULE" --scratch-path "$DOCS" \
  -Xswiftc -emit-symbol-graph \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc "$SG" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
  -Xswiftc -emit-extension-block-symbols \
  -Xswiftc -symbol-graph-skip-synthesized-members

"$DOCC" convert "$CATALOG" \
  --additional-symbol-graph-dir "$SG" \
  --output-path "$OUT" \
  --fallback-display-name "$MODULE" \
  --fallback-bundle-identifier "org.layergeometry.$MODULE" \
  --default-code-listing-language swift \
  --warnings-as-errors --analyze \
  --experimental-documentation-coverage --coverage-summary-level brief \
  "$@"
