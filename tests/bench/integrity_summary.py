#!/usr/bin/env python3
"""Tables of the measurement-integrity benchmark (tests/bench/run_integrity.sh).

Usage: integrity_summary.py RAW_DIR [--learn FILE_STEM]
Reads the augur-cli measure --json records under RAW_DIR and prints Markdown: precision
verdicts per candidate over seeds, identical-kernel centring and interval coverage (the
between-measurement spread is learned on the identical_softmax records and applied to the
others), short-kernel interval widths, template false positives and the GPU state seen.
"""
import glob
import json
import math
import os
import statistics
import sys


def records(pattern):
    out = []
    for path in sorted(glob.glob(pattern)):
        with open(path) as f:
            for line in f:
                line = line.strip()
                if line:
                    out.append(json.loads(line))
    return out


def details(r):
    return r["measurement"].get("details", {}) or {}


def precision(raw):
    print("## Precision over seeds (each seed alone decides)\n")
    print("| problem | candidate | seeds | ok | rejected | by float64 | worst ratio | max candidate error | max reference error | floor | limit |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for problem in ["reduce_sum_f32", "softmax_rows_f32", "layernorm_rows_f32", "sgemm_f32"]:
        rows = {}
        for r in records(os.path.join(raw, f"precision_{problem}_*.jsonl")):
            rows.setdefault(r["candidate"], []).append(r)
        for cand, rs in rows.items():
            ok = sum(r["measurement"]["status"] == "ok" for r in rs)
            rejected = sum(r["measurement"]["status"] == "wrong_result" for r in rs)
            f64 = sum("precision downgrade" in r["measurement"].get("failure_reason", "") for r in rs)
            worst, cerr, rerr, floor, limit = 0.0, 0.0, 0.0, 0.0, 0.0
            for r in rs:
                p = details(r).get("precision", {})
                worst = max(worst, p.get("worst_ratio", 0.0))
                for s in p.get("seeds", []):
                    for b in s.get("buffers", []):
                        cerr = max(cerr, b.get("candidate_error", 0.0))
                        rerr = max(rerr, b.get("reference_error", 0.0))
                        floor = max(floor, b.get("floor", 0.0))
                        limit = max(limit, b.get("limit", 0.0))
            print(f"| {problem} | {cand} | {len(rs)} | {ok} | {rejected} | {f64} | {worst:.3g} | {cerr:.3g} | {rerr:.3g} | {floor:.3g} | {limit:.3g} |")
    print()


def log_hw(r):
    lo, hi = details(r).get("speedup_ci_within", r["measurement"]["speedup_ci"])
    return (math.log(hi) - math.log(lo)) / 2


def widen(s, lo, hi, spread):
    b = 1.959964 * spread
    dl, dh = math.log(s / lo), math.log(hi / s)
    return s * math.exp(-math.sqrt(dl * dl + b * b)), s * math.exp(math.sqrt(dh * dh + b * b))


def identical(raw):
    print("## Identical kernels (S must centre on 1, intervals must contain 1)\n")
    learn = [r for r in records(os.path.join(raw, "identical_softmax_rows_f32.jsonl")) if r["measurement"]["status"] == "ok"]
    spread = None
    if len(learn) >= 3:
        logs = [math.log(r["measurement"]["speedup"]) for r in learn]
        within = statistics.mean((log_hw(r) / 1.959964) ** 2 for r in learn)
        spread = math.sqrt(max(0.0, statistics.variance(logs) - within))
        print(f"Learned on identical_softmax_rows_f32: sd of log S between measurements {statistics.stdev(logs):.5f}, "
              f"mean within-measurement variance {within:.3g}, so between_spread = {spread:.5f}.\n")
    print("| records | n | median S | min S | max S | sd log S | within CIs with 1 | shipped CIs with 1 | CIs with 1 at learned spread | shipped spread |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for pattern in ["identical_*.jsonl", "short_*.jsonl"]:
        for path in sorted(glob.glob(os.path.join(raw, pattern))):
            rs = [r for r in records(path) if r["measurement"]["status"] == "ok"]
            if not rs:
                print(f"| {os.path.basename(path)} | 0 | | | | | | | | |")
                continue
            ss = [r["measurement"]["speedup"] for r in rs]
            sd = statistics.stdev([math.log(s) for s in ss]) if len(ss) > 1 else 0.0
            within = sum(lo <= 1 <= hi for lo, hi in (details(r).get("speedup_ci_within", [0, 0]) for r in rs))
            shipped = sum(r["measurement"]["speedup_ci"][0] <= 1 <= r["measurement"]["speedup_ci"][1] for r in rs)
            learned = "-"
            if spread is not None:
                learned = sum(lo <= 1 <= hi for lo, hi in
                              (widen(r["measurement"]["speedup"], *details(r).get("speedup_ci_within"), spread) for r in rs))
            used = details(rs[0]).get("timing", {}).get("between_spread", "?")
            print(f"| {os.path.basename(path)} | {len(rs)} | {statistics.median(ss):.4f} | {min(ss):.4f} | {max(ss):.4f} | {sd:.4f} | "
                  f"{within}/{len(rs)} | {shipped}/{len(rs)} | {learned}/{len(rs)} | {used} |")
    print()


def short(raw):
    print("## Short kernels\n")
    print("| records | kernel µs (median) | launches per sample | median CI half-width / S | worst | median timing ms | worst timing ms |")
    print("|---|---|---|---|---|---|---|")
    for path in sorted(glob.glob(os.path.join(raw, "short_*.jsonl"))):
        rs = [r for r in records(path) if r["measurement"]["status"] == "ok"]
        if not rs:
            continue
        hw = [(r["measurement"]["speedup_ci"][1] - r["measurement"]["speedup_ci"][0]) / 2 / r["measurement"]["speedup"] for r in rs]
        tm = [details(r).get("phases_ms", {}).get("timing", 0.0) for r in rs]
        us = statistics.median(r["measurement"]["reference_ms"] * 1000 for r in rs)
        lps = details(rs[0]).get("timing", {}).get("launches_per_sample", 1)
        print(f"| {os.path.basename(path)} | {us:.2f} | {lps} | {100 * statistics.median(hw):.2f}% | {100 * max(hw):.2f}% | "
              f"{statistics.median(tm):.0f} | {max(tm):.0f} |")
    print()


def templates(raw):
    print("## Template configurations (false positives)\n")
    print("| problem | measured | ok | wrong_result | by float64 | other |")
    print("|---|---|---|---|---|---|")
    for path in sorted(glob.glob(os.path.join(raw, "templates_*.jsonl"))):
        rs = [r for r in records(path) if r["candidate"] != "reference"]
        st = [r["measurement"]["status"] for r in rs]
        f64 = sum("precision downgrade" in r["measurement"].get("failure_reason", "") for r in rs)
        other = sorted({s for s in st if s not in ("ok", "wrong_result")})
        print(f"| {os.path.basename(path)[10:-6]} | {len(rs)} | {st.count('ok')} | {st.count('wrong_result')} | {f64} | {', '.join(other)} |")
        for r in rs:
            if r["measurement"]["status"] == "wrong_result":
                print(f"|  | {r['candidate']} | | {r['measurement'].get('failure_reason', '')[:140]} | | |")
    print()


def gpu_state(raw):
    rs = records(os.path.join(raw, "*.jsonl"))
    ok = [r for r in rs if r["measurement"]["status"] == "ok"]
    with_state = [r for r in ok if details(r).get("gpu_state", {}).get("after")]
    throttled = sum(bool(details(r).get("gpu_state", {}).get("first_attempt")) for r in ok)
    print("## GPU state\n")
    print(f"{len(with_state)} of {len(ok)} ok measurements carry NVML readings before and after timing; "
          f"{throttled} were re-timed after throttling.")
    if with_state:
        sm = [details(r)["gpu_state"]["after"]["sm_clock_mhz"] for r in with_state]
        temp = [details(r)["gpu_state"]["after"]["temperature_c"] for r in with_state]
        power = [details(r)["gpu_state"]["after"]["power_w"] for r in with_state]
        reasons = {}
        for r in with_state:
            for k in details(r)["gpu_state"]["after"]["throttle_reasons"]:
                reasons[k] = reasons.get(k, 0) + 1
        print(f"SM clock after timing {min(sm)}-{max(sm)} MHz (default {details(with_state[0])['gpu_state'].get('default_sm_clock_mhz')}), "
              f"temperature {min(temp)}-{max(temp)} °C, power {min(power):.0f}-{max(power):.0f} W, reasons seen {reasons}; "
              f"lock: {details(with_state[0])['gpu_state'].get('lock_clocks', 'not asked')}")
    print()


if __name__ == "__main__":
    raw = sys.argv[1]
    precision(raw)
    identical(raw)
    short(raw)
    templates(raw)
    gpu_state(raw)
