#!/usr/bin/env python3
"""What the calls of one site kept, stack by stack, at two job sizes (scripts/site-stacks).

usage: site.py RUN1 RUN2 RANK SITE UNITS [DEPTH]

RUNk holds logs/ (the tracer's per-process logs) and stacks/ (rank RANK's dumps n.pre, n.post
around its n-th window, 0 being MPI_Init's). The n-th window is the n-th init_mem=/mem= field of
RANK's log; a record whose site= contains SITE (or every window with SITE "init", MPI_Init's) is
taken (SITE starting with MPI_: every call of that name), and what its window kept (post - pre) is added up per stack. The two sums are compared as
growth-stacks' diff.py --call compares one call's.
"""
import glob
import os
import re
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(__file__))
import diff  # noqa: E402 (load(), minus() and report() of growth-stacks, beside this file)


def windows(run, rank):
    logs = [f for f in glob.glob(os.path.join(run, "logs", "*.log")) if re.search(rf"-rank{rank}-", os.path.basename(f))]
    if len(logs) != 1:
        sys.exit(f"site.py: {run}/logs: {len(logs)} logs of rank {rank}, expected 1")
    out = []
    for line in open(logs[0], errors="replace"):
        line = line.rstrip("\0\n")
        if " init_mem=" in line:
            out.append(("MPI_Init", "init"))
        elif re.search(r" mem=-?\d", line):
            call = re.search(r" call=(\S+)", line)
            where = re.search(r" site=(\S+)", line)
            out.append((call.group(1) if call else line.split(" ")[0], where.group(1) if where else "-"))
    return out


def kept(run, rank, site, depth):
    wins = windows(run, rank)
    dumps = len(glob.glob(os.path.join(run, "stacks", "[0-9]*.post")))  # cur.*: a window without a record
    if dumps != len(wins):
        print(f"site.py: {run}: {dumps} windows dumped, {len(wins)} in the log of rank {rank}: taking the first {min(dumps, len(wins))}", file=sys.stderr)
    total = defaultdict(lambda: [0, 0])
    calls = []
    for n, (call, where) in enumerate(wins[:dumps]):
        if (site == "init" and n == 0) or (site.startswith("MPI_") and call == site) or (site != "init" and site in where):
            d = diff.minus(diff.load(f"{run}/stacks/{n}.post", depth), diff.load(f"{run}/stacks/{n}.pre", depth))
            for key, (b, k) in d.items():
                total[key][0] += b
                total[key][1] += k
            calls.append(f"{call}@{where}: {sum(v[0] for v in d.values())} B")
    if not calls:
        sys.exit(f"site.py: {run}: no traced call of rank {rank} matches {site!r} (its log's sites: "
                 + ", ".join(sorted({w for _, w in wins})[:8]) + ")")
    print(f"== {run}: rank {rank}, {len(calls)} calls matching {site!r}")
    for c in calls:
        print("  " + c)
    return total


run1, run2, rank, site, units = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], float(sys.argv[5])
depth = int(sys.argv[6]) if len(sys.argv) > 6 else 8
a, b = kept(run1, rank, site, depth), kept(run2, rank, site, depth)
print(f"kept by the site: {sum(v[0] for v in a.values())} B at the first count, {sum(v[0] for v in b.values())} B at the second")
diff.report(a, b, units, "difference", "added process", "added")
