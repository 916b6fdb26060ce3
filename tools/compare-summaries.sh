#!/usr/bin/env bash
# Runs the same replay sessions with two builds of augur-cli and says whether their JSON
# summaries agree, wall-clock fields aside: the check that a restructure changed no
# behaviour (docs/design.md, "Layers").
#   tools/compare-summaries.sh OLD_CLI NEW_CLI [OUT_DIR]
# Sessions: every dataset in resources/datasets/h200, every file in ../shared/data (when
# present) and the embedded default session, with each strategy (auto, model, puct,
# measure-all) and two seeds. Exits 1 when any pair differs and prints its diff.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
old=${1:?usage: compare-summaries.sh OLD_CLI NEW_CLI [OUT_DIR]}
new=${2:?usage: compare-summaries.sh OLD_CLI NEW_CLI [OUT_DIR]}
out=${3:-$(mktemp -d)}
mkdir -p "$out/old" "$out/new"

datasets=("" "$root"/resources/datasets/h200/*.json.gz)
shared="$root/../shared/data"
if [ -d "$shared" ]; then
  datasets+=("$shared"/*_T4.json.gz "$shared"/kernel_tuner_cache/*.json.gz)
fi

# Wall-clock fields differ run to run; everything else must be equal.
strip() {
  python3 - "$1" <<'EOF'
import json, sys
doc = json.load(open(sys.argv[1]))
for key in ("elapsed_s", "model_step_ms"):
    doc.pop(key, None)
cost = doc.get("measurement_cost", {})
for key in ("session_per_minute", "session_span_s"):
    cost.pop(key, None)
print(json.dumps(doc, indent=1, sort_keys=True))
EOF
}

runs=0
differ=0
for dataset in "${datasets[@]}"; do
  for strategy in auto model puct measure-all; do
    for seed in 1 7; do
      name=$(basename "${dataset:-default}" .json.gz)-$strategy-$seed
      args=(run --strategy "$strategy" --seed "$seed" --no-session -q)
      [ -n "$dataset" ] && args+=(--dataset "$dataset")
      "$old" "${args[@]}" > "$out/old/$name.json" 2> "$out/old/$name.err" || true
      "$new" "${args[@]}" > "$out/new/$name.json" 2> "$out/new/$name.err" || true
      runs=$((runs + 1))
      if ! diff <(strip "$out/old/$name.json" 2>&1 || cat "$out/old/$name.err") \
                <(strip "$out/new/$name.json" 2>&1 || cat "$out/new/$name.err") > "$out/$name.diff"; then
        differ=$((differ + 1))
        echo "DIFFERS: $name"
        head -20 "$out/$name.diff"
      fi
    done
  done
done
echo "$runs sessions compared, $differ differ (summaries in $out)"
[ "$differ" -eq 0 ]
