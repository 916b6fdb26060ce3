#!/usr/bin/env python3
"""Checks the size limits of docs/design.md ("Layers"): no C++ file over 500 lines and
no function over 120 lines in the given folders (default: core gpu ui).

    tools/code-size.py [--files N] [--functions N] [--list K] [FOLDER ...]

Prints each file and function over its limit (path:line, name, lines) and exits 1 if there
is one. --list K prints the K longest functions instead of checking. Function bodies are
found by brace matching after comments, string and character literals (raw strings too)
are blanked out; a block counts as a function when its header has a parameter list and it
is not a namespace, class, struct, enum or initialiser. Lambdas count as part of the
function that holds them.
"""
import argparse
import os
import re
import sys

SOURCE_ENDINGS = (".cpp", ".h", ".hpp", ".cu", ".cuh")
RAW_STRING = re.compile(r'R"([^()\\ ]{0,16})\(')


def blank_literals(text):
    """Returns text with comments and literals replaced by spaces (newlines kept)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == "R" and RAW_STRING.match(text, i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            m = RAW_STRING.match(text, i)
            end = ")" + m.group(1) + '"'
            j = text.find(end, m.end())
            j = n if j < 0 else j + len(end)
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "\"'":
            if c == "'" and i > 0 and text[i - 1].isalnum():
                # A digit separator (1'000'000), not a character literal.
                out.append(" ")
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


NOT_FUNCTION = re.compile(r"^\s*(template\s*<.*>\s*)?(namespace|class|struct|union|enum|extern)\b", re.S)


def functions(path):
    """Yields (name, first line, line count) of each function body in the file."""
    with open(path, encoding="utf-8", errors="replace") as f:
        text = blank_literals(f.read())
    stack = []  # (kind, start line, name)
    header_start = 0
    line = 1
    for i, c in enumerate(text):
        if c == "\n":
            line += 1
        elif c in ";}" or c == "{":
            if c == "{":
                header = text[header_start:i]
                inside_function = any(k == "function" for k, _, _ in stack)
                kind = "block"
                name = ""
                if not inside_function and "(" in header and not NOT_FUNCTION.match(header) \
                        and not header.rstrip().endswith("="):
                    kind = "function"
                    m = re.findall(r"([~\w:]+(?:operator\s*\S+)?)\s*\(", header)
                    name = m[0] if m else "?"
                stack.append((kind, line, name))
            elif c == "}" and stack:
                kind, start, name = stack.pop()
                if kind == "function":
                    yield name, start, line - start + 1
            header_start = i + 1


def sources(folders):
    for folder in folders:
        for root, _, files in os.walk(folder):
            for name in sorted(files):
                if name.endswith(SOURCE_ENDINGS):
                    yield os.path.join(root, name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="*", default=["core", "gpu", "ui"])
    parser.add_argument("--files", type=int, default=500, help="most lines in a file")
    parser.add_argument("--functions", type=int, default=120, help="most lines in a function")
    parser.add_argument("--list", type=int, default=0, help="print the K longest functions")
    args = parser.parse_args()
    found = []
    everything = []
    for path in sources(args.folders):
        with open(path, encoding="utf-8", errors="replace") as f:
            count = sum(1 for _ in f)
        if count > args.files:
            found.append(f"{path}: file of {count} lines (limit {args.files})")
        for name, start, length in functions(path):
            everything.append((length, f"{path}:{start}: {name}, {length} lines"))
            if length > args.functions:
                found.append(f"{path}:{start}: function {name} of {length} lines (limit {args.functions})")
    if args.list:
        for _, text in sorted(everything, reverse=True)[: args.list]:
            print(text)
        return 0
    for text in found:
        print(text)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
