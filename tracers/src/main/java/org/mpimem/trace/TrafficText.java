package org.mpimem.trace;

/** The text of a traffic record as {@link TraceWriter} writes it: fields in a fixed order, member lists as maximal runs. */
final class TrafficText {
    private TrafficText() {
    }

    /** Appends {@code t}'s record (without the line end); true for a {@code coll}, false for a {@code send}. */
    static boolean append(Traffic t, StringBuilder b) {
        if (t instanceof Traffic.Collective c) {
            b.append("coll comm=").append(c.comm()).append(" call=").append(c.call()).append(" bytes=").append(c.bytes());
            if (c.root() >= 0) b.append(" root=").append(c.root());
            return true;
        }
        Traffic.Sends s = (Traffic.Sends) t;
        b.append("send comm=").append(s.comm()).append(" from=").append(TraceWriter.runs(s.from().runs()))
                .append(" to=").append(TraceWriter.runs(s.to().runs()));
        return false;
    }
}
