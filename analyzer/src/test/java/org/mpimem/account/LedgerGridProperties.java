package org.mpimem.account;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Columns of a process grid (rows x stride ranks): a charge on several columns at once (the
 * holders of a table shared by a family of grid columns) and a family's translated charge on one
 * column (its copies the neighbouring columns) leave every process with what a plain array says,
 * and cost one pass over the vectors, not one per column or per row.
 */
class LedgerGridProperties {
    @Property(tries = 300)
    void columnsChargedAtOnceEqualPlainArrays(@ForAll @IntRange(min = 2, max = 40) int stride, @ForAll @IntRange(min = 1, max = 30) int rows,
                                              @ForAll @IntRange(min = 0, max = 39) int first, @ForAll @IntRange(min = 1, max = 40) int columns,
                                              @ForAll @IntRange(min = 1, max = 40) int spacing, @ForAll boolean family, @ForAll boolean released) {
        int c = first % stride, k = Math.max(1, Math.min(columns, (stride - 1 - c) / spacing + 1));
        Ledger ledger = new Ledger();
        ledger.addGroup(0, stride * rows);
        long[] plain = new long[stride * rows];
        long h;
        if (family) { // copy 0 is column c, its copies the columns c + j·spacing
            Members copy0 = Members.of(new Run(0, c, rows, stride));
            long[] handle = new long[1];
            ledger.translated(copy0, k, spacing, () -> handle[0] = ledger.charge(Category.NODE_TABLES, 7, copy0));
            h = handle[0];
        } else {
            Members.Builder b = new Members.Builder();
            for (int j = 0; j < k; j++) b.add(new Run(0, c + j * spacing, rows, stride));
            h = ledger.charge(Category.NODE_TABLES, 7, b.build());
        }
        if (released) ledger.release(h);
        else for (int j = 0; j < k; j++) for (int r = 0; r < rows; r++) plain[c + j * spacing + r * stride] += 7;
        for (int p = 0; p < plain.length; p++) {
            assertEquals(plain[p], ledger.bytes(0, p, Category.NODE_TABLES), "rank " + p);
            assertEquals(plain[p], ledger.total(0, p), "total, rank " + p);
        }
    }

    /** NWChem's grid at 786,432 processes: 512 rows of 1,536; every 16th column (a node's first). */
    @Test
    void gridColumnsCostOnePass() {
        Ledger ledger = new Ledger();
        ledger.addGroup(0, 786432);
        Members.Builder b = new Members.Builder();
        for (int j = 0; j < 95; j++) b.add(new Run(0, 18 + 16 * j, 512, 1536));
        ledger.release(ledger.charge(Category.MAPPING, 8, b.build()));
        assertEquals(2, ledger.passes(), "one pass to charge, one to release");
        Members column = Members.of(new Run(0, 16, 512, 1536));
        ledger.translated(column, 95, 16, () -> ledger.release(ledger.charge(Category.NODE_TABLES, 8, column)));
        assertEquals(4, ledger.passes(), "a family's copies of a column: one pass each way");
        assertEquals(0, ledger.total(0, 16 + 1536 * 511));
    }
}
