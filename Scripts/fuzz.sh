#!/usr/bin/env bash
# Fuzzes graph decoding and layout with libFuzzer for a bounded time.
#   Scripts/fuzz.sh [SECONDS]      (default 60)
# Inputs that crash are written to Fuzz/Crashes; add them to the repository so that
# GraphFuzzCorpusTests replays them on every test run.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
build=.build/fuzz
mkdir -p "$build" Fuzz/Crashes
flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -package-name Trellis -I "$build" -L "$build")
# Each module is instrumented, so coverage guides the fuzzer through decoding and layout.
# Modules are built in dependency order; each one's library is linked into the fuzzer.
modules=(TrellisSupport TrellisGeometry TrellisLayout TrellisGraph TrellisSolver)
for module in "${modules[@]}"; do
    swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$build/" -emit-library -static \
        $(find "Sources/$module" -name '*.swift') -o "$build/lib$module.a"
done
swiftc "${flags[@]}" -module-name GraphFuzzer Fuzz/GraphFuzzer.swift -lTrellisSolver -lTrellisGraph -lTrellisLayout -lTrellisGeometry -lTrellisSupport -o "$build/graph-fuzzer"
corpus="$build/corpus"
mkdir -p "$corpus"
cp Fuzz/Corpus/*.json "$corpus"/
cp Fuzz/Crashes/*.json "$corpus"/ 2>/dev/null || true
"$build/graph-fuzzer" "$corpus" -max_total_time="$seconds" -max_len=4096 -artifact_prefix=Fuzz/Crashes/ -print_final_stats=1
