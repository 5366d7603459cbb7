package org.mpimem.classify;

/** The columns of the paper's Table I (Guo et al. 2017, §III); docs/design.md gives the rules. */
public enum Column {
    DUP("Dup"), OFFSET("Offset"), STRIDE("Stride"), IRREG("Irreg."), TOPO("Topo"), INTERCOMM("Intercomm");

    private final String header;

    Column(String header) {
        this.header = header;
    }

    public String header() {
        return header;
    }
}
