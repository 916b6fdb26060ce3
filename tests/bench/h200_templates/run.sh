#!/usr/bin/env bash
# H200 template sessions (docs/llm.md, "Templates"): for softmax_rows_f32 and sgemm_f32,
# three sessions of one budget on the cuda backend: the hand-written template (model
# strategy), a scripted LLM that writes the template and then fixed kernels
# (--llm-templates), and the same LLM's fixed kernels alone. The scripted answers come
# from make_script.py; augur-llm-test-server serves them. Needs augur-cli,
# augur-llm-test-server and augur-worker on PATH and a GPU.
#   tests/bench/h200_templates/run.sh OUT_DIR        (BUDGET=30, SEED=1, PROBLEMS, SESSIONS override)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
out=$1
budget=${BUDGET:-30}
seed=${SEED:-1}
mkdir -p "$out"
export AUGUR_PROMPT_DIR=${AUGUR_PROMPT_DIR:-$root/resources/prompts}
for p in ${PROBLEMS:-softmax_rows_f32 sgemm_f32}; do
  prob=$root/resources/problems/$p
  case " ${SESSIONS:-hand templates kernels} " in *" hand "*)
    augur-cli run --problem "$prob" --max-measurements "$budget" --seed "$seed" --no-session -q > "$out/$p.hand.json" ;;
  esac
  for kind in ${SESSIONS:-templates kernels}; do
    [ "$kind" = hand ] && continue
    python3 "$here/make_script.py" "$prob" "$kind" > "$out/$p.$kind.script.json"
    augur-llm-test-server --script "$out/$p.$kind.script.json" > "$out/server.txt" 2>/dev/null &
    pid=$!
    for _ in $(seq 100); do grep -q listening "$out/server.txt" && break; sleep 0.1; done
    url=$(sed -n 's/^listening on //p' "$out/server.txt")
    printf '{"default":"loopback","endpoints":[{"name":"loopback","base_url":"%s","model":"test-model","max_concurrency":8}]}' \
      "$url" > "$out/endpoints.json"
    flags=(--generator llm --endpoints "$out/endpoints.json" --children 4 --max-llm-idle-replies 0)
    [ "$kind" = templates ] && flags+=(--llm-templates)
    augur-cli run --problem "$prob" "${flags[@]}" --max-measurements "$budget" --seed "$seed" --no-session -q \
      > "$out/$p.$kind.json" || echo "$p $kind: augur-cli exited $?" >&2
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
done
python3 "$here/summarise.py" "$out" | tee "$out/table.md"
