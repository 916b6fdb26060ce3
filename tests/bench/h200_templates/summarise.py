#!/usr/bin/env python3
"""The table of tests/bench/h200_templates/run.sh: per problem and session, the best
measured S, the measurements, GPU-seconds, new bests and GPU-seconds per new best."""
import json
import pathlib
import sys

out = pathlib.Path(sys.argv[1])
print("| problem | session | best S | measured | GPU-s | new bests | GPU-s per new best | templates (measured, best S) |")
print("|---|---|---|---|---|---|---|---|")
for p in ("softmax_rows_f32", "sgemm_f32"):
    for kind, name in (("hand", "hand-written template, model strategy"),
                       ("templates", "LLM writes a template (--llm-templates)"),
                       ("kernels", "LLM writes fixed kernels")):
        f = out / f"{p}.{kind}.json"
        try:
            s = json.loads(f.read_text())
        except (OSError, ValueError):
            print(f"| {p} | {name} | (no summary) | | | | | |")
            continue
        c = s.get("cost", {})
        imps = c.get("improvements", [])
        per = c.get("per_improvement", {}).get("gpu_s")
        tm = "; ".join(f"#{t['id']}: {t['measured']}, {t.get('best_speedup', 0):.3f}" for t in c.get("templates", []))
        print(f"| {p} | {name} | {s.get('best_measured_speedup', 0):.3f} | {s.get('measured', 0)} | "
              f"{c.get('gpu_s', 0):.1f} | {len(imps)} | {per if per is None else round(per, 2)} | {tm} |")
