#!/usr/bin/env python3
"""Measurement-throughput benchmark (docs/measurement.md, "Throughput benchmark"), on a
machine with a GPU.

  tests/bench/throughput.py run OUT_DIR LABEL [--cli PATH] [--budget N] [--devices LIST] [--hand-only] [PROBLEM...]
      For each problem (default: every shipped problem): a cold session of N GPU
      measurements (augur-cli run --problem, default strategy, --seed 1), then the problem's
      reference and hand-written candidates (augur-cli measure --json). Writes
      OUT_DIR/LABEL/{session_P.jsonl, hand_P.jsonl, runs.json}: every record and, per run,
      wall time (s) and peak RSS (KiB) of augur-cli and its workers.
  tests/bench/throughput.py gpus OUT_DIR [--cli PATH] [--configs N] [PROBLEM...]
      Scaling over GPUs: N random template configurations of each problem (default
      softmax_rows_f32 and sgemm_f32_wide, N = 40) measured in one batch (augur-cli measure
      --sample-configs) on GPU 0 alone and on every GPU; prints measurements per minute and
      the ratio (OUT_DIR/gpus.json).
  tests/bench/throughput.py table OUT_DIR LABEL [BEFORE_LABEL]
      Markdown tables: per problem, the median time per measurement by phase (ms),
      measurements per minute per GPU and as run, wall and peak RSS; with BEFORE_LABEL, both
      releases side by side with ratios, and every hand candidate's S before and after.
"""
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PROBLEMS = ["vector_add_f32", "reduce_sum_f32", "softmax_rows_f32", "layernorm_rows_f32", "transpose_f32",
            "stencil2d_5pt_f32", "scan_inclusive_i32", "sgemm_f32_wide", "sgemm_f32", "hgemm_f16_tc"]
PHASES = ["compile", "correctness", "timing", "other", "total"]


def timed(cmd, stdout):
    """Runs cmd; returns (exit status, wall s, peak RSS KiB of it and its waited children)."""
    t0 = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=stdout, stderr=subprocess.PIPE, text=True)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - t0
    err = proc.stderr.read()
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode not in (0, 1):
        sys.stderr.write(f"{' '.join(cmd)}: exit {proc.returncode}\n{err[-2000:]}\n")
    return proc.returncode, wall, usage.ru_maxrss


def run(out, label, cli, budget, devices, problems, sessions=True):
    folder = os.path.join(out, label)
    os.makedirs(folder, exist_ok=True)
    runs = {}
    dev = ["--devices", devices] if devices else []
    for p in problems:
        path = os.path.join(ROOT, "resources", "problems", p)
        session = os.path.join(folder, f"session_{p}.augur")
        if not sessions:
            session = None
        for f in ([] if session is None else  [session, session + "-wal", session + "-shm"]):
            if os.path.exists(f):
                os.remove(f)
        if session:
            rc, wall, rss = timed([cli, "run", "--problem", path, "--max-measurements", str(budget), "--seed", "1",
                                   "--session", session] + dev, subprocess.DEVNULL)
            with open(os.path.join(folder, f"session_{p}.jsonl"), "w") as f:
                subprocess.run([cli, "export", session], stdout=f, stderr=subprocess.DEVNULL)
            runs[f"session_{p}"] = {"exit": rc, "wall_s": wall, "peak_rss_kib": rss}
        hand = os.path.join(folder, f"hand_{p}.jsonl")
        rc, wall, rss = timed([cli, "measure", path, "--json", hand, "--seed", "1"] + dev, subprocess.DEVNULL)
        runs[f"hand_{p}"] = {"exit": rc, "wall_s": wall, "peak_rss_kib": rss}
        print(f"{label} {p}: session {runs.get(f'session_{p}', {}).get('wall_s', 0):.1f} s, hand {wall:.1f} s",
              flush=True)
    old = {}
    if os.path.exists(os.path.join(folder, "runs.json")):
        old = json.load(open(os.path.join(folder, "runs.json")))
    old.update(runs)
    with open(os.path.join(folder, "runs.json"), "w") as f:
        json.dump(old, f, indent=1)


def records(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def phases(rec):
    d = (rec.get("measurement") or {}).get("details") or {}
    p = d.get("phases_ms")
    if not p or rec.get("origin") == "reference" and (rec.get("measurement") or {}).get("backend") == "replay":
        return None
    other = p.get("overhead", 0) + p.get("profile", 0) + p.get("energy", 0)
    return {"compile": p.get("compile", 0), "correctness": p.get("correctness", 0), "timing": p.get("timing", 0),
            "other": other, "total": p.get("total", 0)}


def summary(out, label, problem):
    recs = [phases(r) for r in records(os.path.join(out, label, f"session_{problem}.jsonl"))]
    recs = [r for r in recs if r]
    if not recs:
        return None
    s = {k: statistics.median(r[k] for r in recs) for k in PHASES}
    s["n"] = len(recs)
    runs = json.load(open(os.path.join(out, label, "runs.json")))
    r = runs.get(f"session_{problem}", {})
    s["wall_s"] = r.get("wall_s", 0)
    s["rss_kib"] = r.get("peak_rss_kib", 0)
    s["per_min_gpu"] = 60000.0 / s["total"] if s["total"] > 0 else 0
    s["per_min_run"] = 60.0 * len(recs) / s["wall_s"] if s["wall_s"] > 0 else 0
    return s


def hand(out, label, problem):
    got = {}
    for r in records(os.path.join(out, label, f"hand_{problem}.jsonl")):
        m = r.get("measurement") or {}
        got[r.get("candidate", "?")] = (m.get("status"), m.get("speedup"), m.get("speedup_ci"))
    return got


def table(out, label, before=None):
    print(f"## Time per measurement ({label}" + (f" against {before}" if before else "") + "), ms, median\n")
    head = "| problem | n | compile | correctness | timing | other | total | per min per GPU | per min as run | wall s | peak RSS MiB |"
    print(head)
    print("|" + "---|" * (head.count("|") - 1))
    for p in PROBLEMS:
        a = summary(out, label, p)
        if not a:
            continue
        b = summary(out, before, p) if before else None
        def cell(k, fmt="{:.0f}"):
            v = fmt.format(a[k])
            if b and b.get(k):
                v += f" ({fmt.format(b[k])}, {a[k] / b[k]:.2f}×)"
            return v
        print(f"| {p} | {a['n']} | " + " | ".join(cell(k) for k in PHASES) + f" | {cell('per_min_gpu')} | "
              f"{cell('per_min_run')} | {cell('wall_s', '{:.1f}')} | "
              f"{a['rss_kib'] / 1024:.0f}" + (f" ({b['rss_kib'] / 1024:.0f}, {a['rss_kib'] / b['rss_kib']:.2f}×)" if b and b.get('rss_kib') else "") + " |")
    if not before:
        return
    print(f"\n## Hand-written candidates: S before ({before}) and after ({label})\n")
    print("| problem | candidate | before | after | after/before | both intervals overlap |")
    print("|---|---|---|---|---|---|")
    for p in PROBLEMS:
        a, b = hand(out, label, p), hand(out, before, p)
        for name in sorted(set(a) | set(b)):
            sa, sb = a.get(name), b.get(name)
            def text(s):
                if not s:
                    return "—"
                return f"{s[1]:.3f}" if s[0] == "ok" and s[1] else str(s[0])
            ratio = overlap = ""
            if sa and sb and sa[0] == "ok" and sb[0] == "ok" and sa[1] and sb[1]:
                ratio = f"{sa[1] / sb[1]:.3f}"
                if sa[2] and sb[2]:
                    overlap = "yes" if sa[2][0] <= sb[2][1] and sb[2][0] <= sa[2][1] else "no"
            print(f"| {p} | {name} | {text(sb)} | {text(sa)} | {ratio} | {overlap} |")


def gpus(out, cli, configs, problems):
    os.makedirs(out, exist_ok=True)
    count = subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True).stdout.count("GPU ")
    every = ",".join(str(k) for k in range(max(count, 1)))
    result = {"gpus": count}
    print(f"| problem | configurations | GPU 0: s | per min | {count} GPUs: s | per min | ratio |")
    print("|---|---|---|---|---|---|---|")
    for p in problems:
        path = os.path.join(ROOT, "resources", "problems", p)
        row = {}
        for name, devices in (("one", "0"), ("all", every)):
            rec = os.path.join(out, f"gpus_{p}_{name}.jsonl")
            _, wall, _ = timed([cli, "measure", path, "--sample-configs", str(configs), "--seed", "3", "--devices",
                                devices, "--json", rec], subprocess.DEVNULL)
            n = len(records(rec))
            row[name] = {"wall_s": wall, "measurements": n, "per_min": 60.0 * n / wall}
        result[p] = row
        print(f"| {p} | {configs} | {row['one']['wall_s']:.1f} | {row['one']['per_min']:.0f} | "
              f"{row['all']['wall_s']:.1f} | {row['all']['per_min']:.0f} | "
              f"{row['all']['per_min'] / row['one']['per_min']:.2f} |", flush=True)
    with open(os.path.join(out, "gpus.json"), "w") as f:
        json.dump(result, f, indent=1)


def main(argv):
    if len(argv) < 3 or argv[1] not in ("run", "table", "gpus"):
        sys.exit(__doc__)
    if argv[1] == "gpus":
        cli, configs, problems, rest = os.path.join(ROOT, "build", "bin", "augur-cli"), 40, [], argv[3:]
        while rest:
            a = rest.pop(0)
            if a == "--cli":
                cli = rest.pop(0)
            elif a == "--configs":
                configs = int(rest.pop(0))
            else:
                problems.append(a)
        gpus(argv[2], cli, configs, problems or ["softmax_rows_f32", "sgemm_f32_wide"])
        return
    if len(argv) < 4:
        sys.exit(__doc__)
    if argv[1] == "table":
        table(argv[2], argv[3], argv[4] if len(argv) > 4 else None)
        return
    out, label = argv[2], argv[3]
    cli, budget, devices, problems, sessions = os.path.join(ROOT, "build", "bin", "augur-cli"), 25, None, [], True
    rest = argv[4:]
    while rest:
        a = rest.pop(0)
        if a == "--cli":
            cli = rest.pop(0)
        elif a == "--budget":
            budget = int(rest.pop(0))
        elif a == "--devices":
            devices = rest.pop(0)
        elif a == "--hand-only":
            sessions = False
        else:
            problems.append(a)
    run(out, label, cli, budget, devices, problems or PROBLEMS, sessions)


if __name__ == "__main__":
    main(sys.argv)
