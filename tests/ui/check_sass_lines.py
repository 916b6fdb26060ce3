#!/usr/bin/env python3
"""Checks the SASS tab's line correlation against the disassembler run by hand.

    tests/ui/check_sass_lines.py DUMP_DIR HAND.nvdisasm [HAND.cuobjdump]

DUMP_DIR is what `demo_sass_view --dump DIR` wrote (view-rows.txt: "line<TAB>row" for each
SASS instruction of the view). HAND.nvdisasm is `nvdisasm -g -c DIR/candidate.cubin` (or -gi),
run by hand. For every instruction address the source line the view shows must be the line
of the innermost "//## File ..., line N" annotation before it in the hand output, and the
instruction text must match. HAND.cuobjdump (`cuobjdump -sass DIR/candidate.cubin`), when
given, must list the same instructions at the same addresses. Prints a summary; exit 1 on
any difference.
"""
import re
import sys

ADDRESS = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*(/\*\s*0x[0-9a-f]+\s*\*/)?\s*$")
FILE_LINE = re.compile(r'//## File "([^"]*)", line (\d+)')


def normal(text):
    return " ".join(text.replace(" ;", ";").split())


def hand_lines(path):
    """address -> (line, text) from nvdisasm -g/-gi output; the first frame of a block wins
    (None when it is not the candidate's file)."""
    out, line, block = {}, 0, False
    for raw in open(path, encoding="utf-8", errors="replace"):
        if raw.strip().startswith("//##"):
            m = FILE_LINE.search(raw)
            if m and not block and m.group(1).endswith("candidate.cu"):
                line = int(m.group(2))
            elif m and not block:
                line = None  # a header's line (nvdisasm -g): the view shows the call's line instead
            block = True
            continue
        m = ADDRESS.match(raw)
        if m:
            block = False
            out[m.group(1)] = (line, normal(m.group(2)))
        elif raw.strip().startswith(".text."):
            line, block = 0, False
    return out


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    view = {}
    for raw in open(sys.argv[1] + "/view-rows.txt", encoding="utf-8"):
        line, text = raw.rstrip("\n").split("\t", 1)
        m = ADDRESS.match(text)
        view[m.group(1)] = (int(line), normal(m.group(2)))
    hand = hand_lines(sys.argv[2])
    bad = 0
    for address, (line, text) in sorted(hand.items()):
        got = view.get(address)
        if got is None:
            print(f"{address}: in the hand output, not in the view: {text}")
            bad += 1
        elif got[1] != text or (line is not None and got[0] != line and not text.startswith("NOP")):
            print(f"{address}: view line {got[0]} '{got[1]}', hand line {line} '{text}'")
            bad += 1
    print(f"nvdisasm: {len(hand)} instructions by hand, {len(view)} in the view, {bad} differences")
    if len(sys.argv) > 3:
        cu = {}
        for raw in open(sys.argv[3], encoding="utf-8", errors="replace"):
            m = ADDRESS.match(raw)
            if m:
                cu[m.group(1)] = normal(m.group(2))
        same = sum(1 for a, t in cu.items() if a in view and view[a][1] == t)
        print(f"cuobjdump: {len(cu)} instructions, {same} identical to the view's")
        bad += len(cu) - same
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
