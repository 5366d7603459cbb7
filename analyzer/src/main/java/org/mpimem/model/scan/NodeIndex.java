package org.mpimem.model.scan;

import java.util.Arrays;

/**
 * Node ids numbered 0, 1, 2, ... in the order they are first seen (open addressing over ints):
 * what a LinkedHashMap keyed by boxed ids gave the node scan, without an object per lookup.
 */
final class NodeIndex {
    private int[] keys = new int[16], slots = new int[16]; // slots: index + 1, 0 when empty
    private int[] nodes = new int[8];
    private int n;

    /** The index of {@code node}: its own if seen before, else the next one. */
    int of(int node) {
        int mask = keys.length - 1;
        for (int h = mix(node) & mask; ; h = (h + 1) & mask) {
            if (slots[h] == 0) {
                if (n == nodes.length) nodes = Arrays.copyOf(nodes, 2 * n);
                nodes[n] = node;
                keys[h] = node;
                slots[h] = ++n;
                if (2 * n > keys.length) grow();
                return n - 1;
            }
            if (keys[h] == node) return slots[h] - 1;
        }
    }

    /** The node id with index {@code i}. */
    int node(int i) {
        return nodes[i];
    }

    private void grow() {
        int[] k = keys, s = slots;
        keys = new int[2 * k.length];
        slots = new int[2 * k.length];
        int mask = keys.length - 1;
        for (int j = 0; j < k.length; j++) {
            if (s[j] == 0) continue;
            int h = mix(k[j]) & mask;
            while (slots[h] != 0) h = (h + 1) & mask;
            keys[h] = k[j];
            slots[h] = s[j];
        }
    }

    private static int mix(int x) {
        return x * 0x9E3779B9 >>> 7 ^ x;
    }
}
