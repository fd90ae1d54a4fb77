#!/usr/bin/env bash
# Fuzzes graph decoding and layout, and text measuring and wrapping, with libFuzzer for a
# bounded time each.
#   Scripts/fuzz.sh [SECONDS] [graph|text|all]      (default 60 seconds, all)
# Graph inputs that crash are written to Fuzz/Crashes; add them to the repository so that
# GraphFuzzCorpusTests replays them on every test run. Text inputs that crash are written to
# Fuzz/Crashes/text-*: their bytes are the font, the tracking and the scalars (Fuzz/TextFuzzer.swift).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
which="${2:-all}"
build=.build/fuzz
mkdir -p "$build" Fuzz/Crashes
flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -package-name Trellis -I "$build" -L "$build")
# Each module is instrumented, so coverage guides the fuzzer through decoding, layout and text.
# Modules are built in dependency order; each one's library is linked into the fuzzer.
# The text fuzzer needs only the first three.
modules=(TrellisSupport TrellisGeometry TrellisLayout)
if [[ "$which" != text ]]; then modules+=(TrellisGraph TrellisSolver); fi
for module in "${modules[@]}"; do
    swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$build/" -emit-library -static \
        $(find "Sources/$module" -name '*.swift') -o "$build/lib$module.a"
done
if [[ "$which" == all || "$which" == graph ]]; then
    swiftc "${flags[@]}" -module-name GraphFuzzer Fuzz/GraphFuzzer.swift -lTrellisSolver -lTrellisGraph -lTrellisLayout -lTrellisGeometry -lTrellisSupport -o "$build/graph-fuzzer"
    corpus="$build/corpus"
    mkdir -p "$corpus"
    cp Fuzz/Corpus/*.json "$corpus"/
    cp Fuzz/Crashes/*.json "$corpus"/ 2>/dev/null || true
    "$build/graph-fuzzer" "$corpus" -max_total_time="$seconds" -max_len=4096 -artifact_prefix=Fuzz/Crashes/ -print_final_stats=1
fi
if [[ "$which" == all || "$which" == text ]]; then
    swiftc "${flags[@]}" -module-name TextFuzzer Fuzz/TextFuzzer.swift -lTrellisLayout -lTrellisGeometry -lTrellisSupport -o "$build/text-fuzzer"
    corpus="$build/text-corpus"
    mkdir -p "$corpus"
    # Seeds: Latin, Japanese with its punctuation, Thai, and emoji joined by ZWJ, each as
    # font byte, two tracking bytes, then three bytes a scalar.
    python3 - "$corpus" <<'PY'
import sys, pathlib
seeds = ["Hello wide world, wrapping well-known words", "「日本語」の文章、ちょっと。", "ภาษาไทยเป็นภาษาที่ไม่มีช่องว่าง",
         "\U0001F469\u200D\U0001F469\u200D\U0001F467 \u202Eabc\u202C \u0915\u094D\u0937"]
for number, seed in enumerate(seeds):
    data = bytes([number, 0, 0]) + b"".join(ord(c).to_bytes(3, "big") for c in seed)
    pathlib.Path(sys.argv[1], f"seed-{number}").write_bytes(data)
PY
    "$build/text-fuzzer" "$corpus" -max_total_time="$seconds" -max_len=600 -artifact_prefix=Fuzz/Crashes/text- -print_final_stats=1
fi
