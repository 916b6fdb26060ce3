#!/usr/bin/env python3
"""Scripted LLM answers for the H200 template benchmark (docs/llm.md, "Templates").

  make_script.py PROBLEM_FOLDER templates|kernels > script.json

templates: the problem's tunable template written as a template reply (its source, launch
plan, value lists and restrictions; no defaults: Augur measures its first valid
configuration), and nothing more.
kernels: the problem's hand-written kernels as fixed replies (a session of fixed LLM kernels).
After the script the test server's fake model answers (variants of the parent source).
"""
import json
import pathlib
import sys


def main():
    folder, kind = pathlib.Path(sys.argv[1]), sys.argv[2]
    problem = json.loads((folder / "problem.json").read_text())
    answers = []
    if kind == "templates":
        t = problem["tunable"]
        answers.append({
            "idea": "a register-blocked template; its parameters tuned by Augur",
            "source": (folder / t["source"]).read_text(),
            "launches": t["launches"],
            "buffers": [],
            "template": {"params": t["params"], "restrictions": t.get("restrictions", []), "defaults": {}},
        })
    for spec in sorted((folder / "candidates").glob("*.json")) if kind == "kernels" else []:
        c = json.loads(spec.read_text())
        answers.append({
            "idea": c.get("note", spec.stem),
            "source": (spec.parent / c["source"]).read_text(),
            "launches": c["launches"],
            "buffers": c.get("buffers", []),
            "template": None,
        })
    json.dump(answers, sys.stdout, indent=1)


if __name__ == "__main__":
    main()
