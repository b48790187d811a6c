#!/bin/sh
# .ci/build-docs.sh: builds the DocC archive of one module with the toolchain alone (no
# swift-docc-plugin), as swift-collections' Utils/generate-docs.sh does. Extra arguments go to docc.
#
#   .ci/build-docs.sh [MODULE] [DOCC ARGUMENTS...]    (MODULE: LayerGeometry unless given)
#       ->   .build/docs/MODULE.doccarchive, with documentation-coverage.json
#
# Warnings are errors: broken ``links``, ambiguous overload links, bad Topics entries and documented
# parameters that don't exist all fail the run. Missing doc comments and missing examples are not
# DocC warnings; .ci/check-doc-coverage.py checks those from the coverage file written here.
set -eu
cd "$(dirname "$0")/.."

MODULE=LayerGeometry
case "${1-}" in
'' | -*) ;;
*) MODULE=$1; shift ;;
esac
DOCS="$PWD/.build/docs"
SCRATCH="$DOCS/$MODULE.build"
SG="$DOCS/$MODULE.symbol-graphs"
OUT="$DOCS/$MODULE.doccarchive"
CATALOG="Sources/$MODULE/Documentation.docc"

# The toolchain's bin folder may come last on PATH; take docc from next to `swift`.
TOOLCHAIN_BIN="$(dirname "$(readlink -f "$(command -v swift)")")"
DOCC="$TOOLCHAIN_BIN/docc"
[ -x "$DOCC" ] || DOCC=docc

# Fresh every time: when the module is already built, swiftc does not run again, no symbol graphs
# are emitted and docc fails with "No symbol matched 'LayerGeometry'". The separate scratch path
# keeps the symbol-graph flags from invalidating the normal .build.
rm -rf "$SCRATCH" "$SG" "$OUT"
mkdir -p "$SG/all"

swift build --target "$MODULE" --scratch-path "$SCRATCH" \
  -Xswiftc -emit-symbol-graph \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc "$SG/all" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
  -Xswiftc -emit-extension-block-symbols \
  -Xswiftc -symbol-graph-skip-synthesized-members

# Only the module's own graphs (its symbols, and its extensions of other modules' types): the
# modules it depends on were built with the same flags, and would show up as modules of their own.
cp "$SG/all/$MODULE.symbols.json" "$SG/"
find "$SG/all" -name "$MODULE@*.symbols.json" -exec cp {} "$SG/" \;
rm -rf "$SG/all"

"$DOCC" convert "$CATALOG" \
  --additional-symbol-graph-dir "$SG" \
  --output-path "$OUT" \
  --fallback-display-name "$MODULE" \
  --fallback-bundle-identifier "org.layergeometry.$MODULE" \
  --default-code-listing-language swift \
  --warnings-as-errors --analyze \
  --experimental-documentation-coverage --coverage-summary-level brief \
  "$@"
