#!/usr/bin/env python3
"""Reads an augur-rl/1 export (augur-cli export --format rl) with the standard library only.

A trainer imports load() and gets, per problem, its prompt context, its candidates with
their rewards, and its contrastive pairs; run as a script it checks the whole file against
the schema (docs/rl-export.md) and prints a JSON summary. Exit status 1 and one line naming
the line and field when a record breaks the schema.

    tools/read_rl_export.py export.jsonl            # summary
    tools/read_rl_export.py export.jsonl --samples 3  # and three (prompt, completion, reward) samples
"""
import gzip
import json
import math
import sys

SCHEMA = "augur-rl/1"


class SchemaError(ValueError):
    pass


def _need(rec, where, field, types, nullable=False):
    if field not in rec:
        raise SchemaError(f"{where}.{field}: missing")
    v = rec[field]
    if v is None and nullable:
        return v
    if isinstance(v, bool) and bool not in types:
        raise SchemaError(f"{where}.{field}: expected {'/'.join(t.__name__ for t in types)}, got bool")
    if not isinstance(v, types):
        raise SchemaError(f"{where}.{field}: expected {'/'.join(t.__name__ for t in types)}, got {type(v).__name__}")
    return v


def _check_candidate(rec, where):
    _need(rec, where, "id", (int,))
    _need(rec, where, "source", (str,), nullable=True)
    _need(rec, where, "configuration", (dict,))
    ok = _need(rec, where, "correct", (bool,))
    reward = _need(rec, where, "reward", (int, float))
    if not -1.0 <= reward <= 3.0:
        raise SchemaError(f"{where}.reward: {reward} outside [-1, 3]")
    s = _need(rec, where, "speedup", (int, float), nullable=True)
    b = _need(rec, where, "bin", (int,), nullable=True)
    if ok:
        if s is None or not (s > 0 and math.isfinite(s)):
            raise SchemaError(f"{where}.speedup: a correct candidate needs a positive speedup")
        if b is None or not 1 <= b <= 8:
            raise SchemaError(f"{where}.bin: a correct candidate needs a bin 1..8")
        if abs(reward - min(3.0, max(-1.0, math.log2(s)))) > 1e-9:
            raise SchemaError(f"{where}.reward: {reward} is not clamp(log2 S, -1, 3)")
    elif reward != -1.0:
        raise SchemaError(f"{where}.reward: a failed candidate earns -1, not {reward}")
    f = _need(rec, where, "forecast", (dict,), nullable=True)
    if f is not None:
        p = _need(f, where + ".forecast", "p", (list,))
        if len(p) != 8 or abs(sum(p) - 1.0) > 1e-6:
            raise SchemaError(f"{where}.forecast.p: expected 8 probabilities summing to 1")
        for k in ("brier", "crps", "reward_brier", "reward_crps"):
            _need(f, where + ".forecast", k, (int, float))


def load(path):
    """Returns (header, problems): problems maps a name to {"problem": record,
    "candidates": [records], "pairs": [records]}. Raises SchemaError."""
    opener = gzip.open if path.endswith(".gz") else open
    header, problems = None, {}
    with opener(path, "rb") as f:
        for n, raw in enumerate(f, 1):
            where = f"line {n}"
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as e:
                raise SchemaError(f"{where}: not UTF-8 (byte {e.start + 1})") from None
            if not text.strip():
                continue
            try:
                rec = json.loads(text)
            except json.JSONDecodeError as e:
                raise SchemaError(f"{where}: not JSON ({e.msg})") from None
            if not isinstance(rec, dict):
                raise SchemaError(f"{where}: not an object")
            kind = _need(rec, where, "kind", (str,))
            if header is None:
                if kind != "header" or rec.get("schema") != SCHEMA:
                    raise SchemaError(f"{where}.schema: the first record must be the {SCHEMA} header")
                header = rec
                continue
            name = _need(rec, where, "problem", (str,))
            if kind == "problem":
                if name in problems:
                    raise SchemaError(f"{where}.problem: '{name}' is listed twice")
                _need(rec, where, "prompt", (dict,))
                _need(rec["prompt"], where + ".prompt", "reference_source", (str,))
                problems[name] = {"problem": rec, "candidates": [], "pairs": []}
                continue
            if name not in problems:
                raise SchemaError(f"{where}.problem: '{name}' comes before its problem record")
            if kind == "candidate":
                _check_candidate(rec, where)
                problems[name]["candidates"].append(rec)
            elif kind == "pair":
                ids = {c["id"] for c in problems[name]["candidates"]} | {"reference"}
                for side in ("faster", "slower"):
                    if _need(rec, where, side, (int, str)) not in ids:
                        raise SchemaError(f"{where}.{side}: not a candidate of '{name}' listed before")
                if _need(rec, where, "speedup_faster", (int, float)) < _need(rec, where, "speedup_slower", (int, float)):
                    raise SchemaError(f"{where}.speedup_faster: below speedup_slower")
                problems[name]["pairs"].append(rec)
            else:
                raise SchemaError(f"{where}.kind: unknown kind '{kind}'")
    if header is None:
        raise SchemaError("line 1: empty file")
    return header, problems


def samples(problems):
    """(prompt, completion, reward) triples for a generator: the reference program and
    the task, a candidate's source, its gated reward."""
    for name, p in problems.items():
        prompt = p["problem"]["description"] + "\n\n" + p["problem"]["prompt"]["reference_source"]
        for c in p["candidates"]:
            if c["source"] is not None:
                yield name, prompt, c["source"], c["reward"]


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        header, problems = load(argv[1])
    except (SchemaError, OSError, UnicodeDecodeError) as e:
        print(f"{argv[1]}: {e}", file=sys.stderr)
        return 1
    cands = [c for p in problems.values() for c in p["candidates"]]
    correct = [c for c in cands if c["correct"]]
    forecasts = [c["forecast"] for c in correct if c["forecast"]]
    summary = {
        "schema": header["schema"],
        "problems": len(problems),
        "candidates": len(cands),
        "correct": len(correct),
        "pairs": sum(len(p["pairs"]) for p in problems.values()),
        "mean_reward": sum(c["reward"] for c in cands) / len(cands) if cands else 0.0,
        "forecasts": len(forecasts),
        "mean_brier": sum(f["brier"] for f in forecasts) / len(forecasts) if forecasts else None,
        "mean_crps": sum(f["crps"] for f in forecasts) / len(forecasts) if forecasts else None,
    }
    print(json.dumps(summary))
    if "--samples" in argv:
        k = int(argv[argv.index("--samples") + 1])
        for i, (name, prompt, completion, reward) in enumerate(samples(problems)):
            if i == k:
                break
            print(json.dumps({"problem": name, "prompt_chars": len(prompt), "completion_chars": len(completion),
                              "reward": reward}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
