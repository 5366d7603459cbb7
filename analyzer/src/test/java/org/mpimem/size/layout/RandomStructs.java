package org.mpimem.size.layout;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Random C aggregates: every scalar kind, fixed arrays, nested structs and unions, flexible array members. */
final class RandomStructs {
    private RandomStructs() {}

    static CType.Aggregate aggregate(Random rnd, String name, int depth, boolean top) {
        boolean union = !top && rnd.nextInt(3) == 0;
        int n = 1 + rnd.nextInt(6);
        List<CType.Field> fields = new ArrayList<>();
        for (int i = 0; i < n; i++) fields.add(new CType.Field("f" + i, member(rnd, name + "_" + i, depth)));
        if (top && rnd.nextInt(3) == 0) fields.add(new CType.Field("tail", new CType.Flex(rnd.nextBoolean() ? scalar(rnd) : aggregate(rnd, name + "_t", 0, false))));
        return new CType.Aggregate(name, union, fields);
    }

    private static CType member(Random rnd, String name, int depth) {
        int k = rnd.nextInt(depth > 0 ? 10 : 7);
        if (k < 6) return scalar(rnd);
        if (k == 6) return new CType.Array(scalar(rnd), rnd.nextBoolean() ? List.of(1 + rnd.nextInt(9)) : List.of(1 + rnd.nextInt(3), 1 + rnd.nextInt(5)));
        CType.Aggregate a = aggregate(rnd, name, depth - 1, false);
        return k == 9 ? new CType.Array(a, List.of(1 + rnd.nextInt(3))) : a;
    }

    private static CType scalar(Random rnd) {
        Lp64 kind = Lp64.values()[rnd.nextInt(Lp64.values().length)];
        return kind.as(kind.c());
    }
}
