#!/usr/bin/env python3
"""Stacks whose live bytes differ between two dumps of stacks.so (usage: diff.py A B UNITS [DEPTH]).

UNITS is what was added between the dumps (processes, nodes or peers), so each line's last
column is bytes per added unit. Stacks are cut to DEPTH frames (default 8) before comparing:
deeper frames (the launcher's own, main's) add nothing and would split one site in two.
"""
import sys
from collections import defaultdict


def load(path, depth):
    sites = defaultdict(lambda: [0, 0])
    for line in open(path):
        n, k, frames = line.rstrip("\n").split("\t")
        key = ";".join(frames.split(";")[:depth])
        sites[key][0] += int(n)
        sites[key][1] += int(k)
    return sites


a_path, b_path, units = sys.argv[1], sys.argv[2], float(sys.argv[3])
depth = int(sys.argv[4]) if len(sys.argv) > 4 else 8
a, b = load(a_path, depth), load(b_path, depth)
rows = []
for key in set(a) | set(b):
    (na, ka), (nb, kb) = a.get(key, [0, 0]), b.get(key, [0, 0])
    if na != nb:
        rows.append((nb - na, kb - ka, na, nb, key))
rows.sort(key=lambda r: -abs(r[0]))
total = sum(r[0] for r in rows)
print(f"total growth {total} B = {total / units:.1f} B per added unit ({units:g} units)")
print("delta_B\tdelta_blocks\tbytes_A\tbytes_B\tper_unit\tstack (innermost first)")
for d, dk, na, nb, key in rows:
    print(f"{d}\t{dk}\t{na}\t{nb}\t{d / units:.1f}\t{key}")
