package org.mpimem.profiles;

import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Trace;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code comm} records with the attributes the call was given (colour, key, reorder, high), for generators. */
final class Records {
    private Records() {}

    /** Attributes from alternating key, value pairs. */
    static Map<String, String> attrs(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i + 1 < kv.length; i += 2) m.put(kv[i], kv[i + 1]);
        return m;
    }

    static int intra(Trace.Builder b, MpiCall call, Members members, Map<String, String> attrs, int... parents) {
        return b.add(CommDef.intra(b.nextId(), call, list(parents), members).withAttrs(attrs));
    }

    static int inter(Trace.Builder b, MpiCall call, Members local, Members remote, Map<String, String> attrs, int... parents) {
        return b.add(CommDef.inter(b.nextId(), call, list(parents), local, remote).withAttrs(attrs));
    }

    /** One communicator of an MPI_Comm_split, as the processes of colour {@code color} get it. */
    static int split(Trace.Builder b, int parent, Members members, Object color, String key) {
        return intra(b, MpiCall.COMM_SPLIT, members, attrs("color", String.valueOf(color), "key", key), parent);
    }

    private static List<Integer> list(int[] a) {
        List<Integer> l = new ArrayList<>(a.length);
        for (int x : a) l.add(x);
        return l;
    }
}
