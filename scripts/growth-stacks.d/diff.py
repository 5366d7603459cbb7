#!/usr/bin/env python3
"""Stacks whose live bytes differ between two dumps of stacks.so (usage: diff.py A B UNITS [DEPTH]).

With --call A1 A2 B1 B2 UNITS [DEPTH]: what one call kept (A1 -> A2 at the smaller count, B1 -> B2
at the larger), compared stack by stack, so each line is what the call keeps more per added unit.

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


def minus(later, earlier):
    out = defaultdict(lambda: [0, 0])
    for key in set(later) | set(earlier):
        (n1, k1), (n2, k2) = earlier.get(key, [0, 0]), later.get(key, [0, 0])
        out[key] = [n2 - n1, k2 - k1]
    return out


def report(a, b, units, what, per, added):
    """Prints the stacks whose bytes differ between a and b, largest first, with bytes per unit."""
    rows = []
    for key in set(a) | set(b):
        (na, ka), (nb, kb) = a.get(key, [0, 0]), b.get(key, [0, 0])
        if na != nb:
            rows.append((nb - na, kb - ka, na, nb, key))
    rows.sort(key=lambda r: -abs(r[0]))
    total = sum(r[0] for r in rows)
    print(f"total {what} {total} B = {total / units:.1f} B per {per} ({units:g} {added})")
    print("delta_B\tdelta_blocks\tbytes_A\tbytes_B\tper_unit\tstack (innermost first)")
    for d, dk, na, nb, key in rows:
        print(f"{d}\t{dk}\t{na}\t{nb}\t{d / units:.1f}\t{key}")


def main():
    args = sys.argv[1:]
    if args and args[0] == "--call":
        depth = int(args[6]) if len(args) > 6 else 8
        a = minus(load(args[2], depth), load(args[1], depth))
        b = minus(load(args[4], depth), load(args[3], depth))
        units = float(args[5])
    else:
        depth = int(args[3]) if len(args) > 3 else 8
        a, b, units = load(args[0], depth), load(args[1], depth), float(args[2])
    report(a, b, units, "growth", "added unit", "units")

if __name__ == "__main__":
    main()
