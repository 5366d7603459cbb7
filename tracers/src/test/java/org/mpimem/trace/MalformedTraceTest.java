package org.mpimem.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.Reader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every file of {@code src/test/resources/malformed} has one problem and this exact message. */
class MalformedTraceTest {

    static final Map<String, String> EXPECTED = new LinkedHashMap<>();

    static {
        // the text: header, records, fields, numbers, the end record
        expect("empty.trace:1: empty file, expected the header 'mpimem-trace 1'");
        expect("version-3.trace:1: unsupported format version 3 (this mpimem reads 1 and 2)");
        expect("missing-header.trace:1: missing header 'mpimem-trace 1', the first line is 'world size=16 nodes=block:4'");
        expect("unknown-record.trace:3: unknown record 'comn' (expected world, group, comm, free, coll, send or end)");
        expect("unknown-call.trace:3: comm 1: unknown call 'MPI_Comm_splat' (not an MPI call that creates a communicator)");
        expect("unknown-field.trace:3: comm record: unknown field colour= (allowed: id, call, parent, members, local, remote,"
                + " copies, step, colorstep, color, key, reorder, high, name, size, site)");
        expect("duplicate-field.trace:3: comm record: field parent= given twice");
        expect("bad-number.trace:2: world record: bad number '1x6' in size= (expected an integer >= 1)");
        expect("bad-run.trace:3: comm 1: bad run '0:8:0' in members=: stride 0 with count 8");
        expect("cut-run.trace:3: comm 1: bad run '0:' in members= (expected [group/]start[:count[:stride]])");
        expect("missing-members.trace:3: comm 1: missing field members= (or local= and remote= for an intercommunicator)");
        expect("missing-parent-field.trace:3: comm 1: missing field parent=");
        expect("bad-utf8.trace:1: not valid UTF-8 (at or after this line)");
        expect("truncated.trace:5: no end record: the file stops after line 5 (truncated?)");
        expect("end-counts.trace:5: end record says comms=3 but the file has 2 comm records");
        expect("record-after-end.trace:4: 'comm' record after the end record at line 3");
        expect("world-not-first.trace:2: comm record before the world record (world must be the first record)");
        expect("second-world.trace:3: second world record (the first is at line 2)");
        expect("explicit-placement-size.trace:2: world: the explicit placement covers 8 ranks, the group has 16 processes");
        expect("bad-origin.trace:3: group 1: bad origin=fork (expected spawn or connect)");
        // issue 14: run arithmetic that overflowed an int; issue 15 D4: a lone CR is no line end
        expect("run-count-overflow.trace:4: comm 1: members= has more than 2^31-1 members (an MPI rank is an int)");
        expect("members-overflow.trace:4: comm 1: members= has more than 2^31-1 members (an MPI rank is an int)");
        expect("cr-in-record.trace:3: carriage return (CR) inside a record (a line ends in \\n or \\r\\n; a lone CR is no line end)");
        expect("cr-in-header.trace:1: missing header 'mpimem-trace 1', the first line is 'mpimem-trace\\u000d1'"); // one line
        // process groups
        expect("group-out-of-order.trace:3: group id 2 out of order: expected 1 (group ids count up from 1)");
        expect("group-world-taken.trace:4: group 1: world comm id 1 is already defined at line 3");
        // ids, parents, frees
        expect("duplicate-id.trace:4: MPI_Comm_dup 1: comm id 1 is already defined at line 3");
        expect("comm-id-world.trace:3: MPI_Comm_dup 0: comm id 0 is MPI_COMM_WORLD");
        expect("unknown-parent.trace:3: MPI_Comm_dup 1: unknown parent 5");
        expect("use-after-free.trace:5: MPI_Comm_dup 2: use after free: parent 1 was freed at line 4");
        expect("freed-twice.trace:5: comm 1 freed twice (first at line 4)");
        expect("free-unknown.trace:3: free of unknown comm 9");
        expect("free-world.trace:3: cannot free comm 0, MPI_COMM_WORLD");
        expect("free-group-world.trace:4: cannot free comm 1, the MPI_COMM_WORLD of group 1");
        expect("bad-free-call.trace:4: free of comm 1: unknown call 'MPI_Comm_delete'"
                + " (expected MPI_Comm_free, MPI_Win_free or MPI_Comm_disconnect)");
        expect("intercomm-one-parent.trace:4: MPI_Intercomm_create 2 needs 2 parents, has 1");
        // members
        expect("size-disagrees.trace:3: MPI_Comm_split 1: size=16 but it has 8 members");
        expect("bad-high.trace:6: MPI_Intercomm_merge 4: high=2 must be 0 or 1");
        expect("bad-site.trace:3: MPI_Comm_dup 1: site=main.c is neither function@file:line nor [function@]object+0x<hex offset>");
        expect("site-not-ascii.trace:3: MPI_Comm_dup 1: site= has a character outside ASCII '!'..'~' (the format writes such a byte %XX)");
        expect("member-out-of-range.trace:3: MPI_Comm_split 1: member 8 is rank 16 of group 0, which has 16 processes");
        expect("group-missing.trace:3: MPI_Comm_spawn 1: remote member 0 is in process group 1, which does not exist yet");
        expect("duplicated-member.trace:3: MPI_Comm_split 1: rank 2 appears twice in members (positions 2 and 4)");
        expect("intercomm-overlap.trace:5: MPI_Intercomm_create 3: local and remote groups overlap: rank 4 is in both"
                + " (local position 4, remote position 0)");
        // the families
        expect("dup-differs.trace:4: MPI_Comm_dup 3 must have the members of its parent 1 (16 processes), has 8");
        expect("dup-reordered.trace:3: MPI_Comm_dup 1 must have the members of its parent 0 (16 processes),"
                + " has 16 but position 0 is rank 15 where the parent has rank 0");
        expect("split-not-in-parent.trace:4: MPI_Comm_split 2: member 1 (rank 3) is not in its parent 1");
        expect("split-kind.trace:6: MPI_Comm_split 4 is an intracommunicator but its parent 3 is an intercommunicator");
        expect("intercomm-local-differs.trace:5: MPI_Intercomm_create 3: the local group must be the members of parent 1"
                + " (8 processes), has 4");
        expect("merge-interleaved.trace:6: MPI_Intercomm_merge 4 must have the members of its parent 3, local then remote or"
                + " remote then local (16 processes), has 16 but position 4 is rank 8 where the parent has rank 4");
        expect("spawn-remote-in-local-group.trace:4: MPI_Comm_spawn 2: the remote group is in process group 0,"
                + " which the local group is in too");
        // one call, many translated communicators (copies=)
        expect("family-bad-copies.trace:3: comm 1: copies=1 must be at least 2");
        expect("family-step-without-copies.trace:3: comm 1: missing field copies=");
        expect("family-overlap.trace:3: MPI_Comm_split 1: copies 0 and 1 overlap: rank 2 is in both (step=2 is smaller than a copy's extent)");
        expect("family-out-of-range.trace:3: MPI_Comm_split 1, copy 4 (comm 5): member 0 is rank 16 of group 0, which has 16 processes");
        expect("family-id-taken.trace:4: MPI_Comm_split 1: comm id 3 (copy 2) is already defined at line 3");
        expect("family-families-collide.trace:4: MPI_Comm_split 4: comm id 4 is already defined at line 3");
        expect("family-colorstep-word.trace:3: MPI_Comm_split 1: colorstep= needs an integer color=, has color=a");
        expect("family-colorstep-negative.trace:3: comm 1: bad number '-1' in colorstep= (expected an integer >= 1)");
        expect("family-colorstep-zero.trace:3: comm 1: colorstep=0 must be at least 1");
        expect("family-dup.trace:3: MPI_Comm_dup 1: copies= needs a split or topology call, or parent self"
                + " (each copy of a MPI_Comm_dup would have all of its parent's members)");
        expect("family-not-in-parent.trace:4: MPI_Comm_split 2, copy 4 (comm 6): member 0 (rank 8) is not in its parent 1");
        expect("family-free-twice.trace:5: comm 5 freed twice (first at line 4)");
        expect("family-free-unknown.trace:4: free of unknown comm 17");
        // version 2: the application's own traffic
        expect("traffic-in-v1.trace:3: coll record in a version 1 trace (traffic records need the header 'mpimem-trace 2')");
        expect("coll-bad-bytes.trace:3: coll on comm 0: bad number '-8' in bytes= (expected an integer >= 0)");
        expect("coll-freed-comm.trace:5: MPI_Barrier on comm 1: use after free: comm 1 was freed at line 4");
        expect("coll-intercomm.trace:6: MPI_Barrier on comm 3: comm 3 is an intercommunicator (coll records are for intracommunicators)");
        expect("coll-root-missing.trace:3: MPI_Ireduce on comm 0: MPI_Ireduce needs root=");
        expect("coll-root-out-of-range.trace:4: MPI_Bcast on comm 1: root=8 but the comm has 8 members");
        expect("coll-root-unrooted.trace:3: MPI_Allreduce on comm 0: MPI_Allreduce has no root, but root=0 is given");
        expect("coll-unknown-call.trace:3: coll on comm 0: unknown call 'MPI_Broadcast' (not an MPI collective, e.g. MPI_Bcast)");
        expect("coll-unknown-comm.trace:3: MPI_Allreduce on comm 3: unknown comm 3");
        expect("send-duplicate.trace:3: send on comm 0: rank 1 appears twice in to= (positions 0 and 2; write one send record per offset)");
        expect("send-lengths.trace:3: send on comm 0: from= has 16 processes but to= has 15 (they pair up)");
        expect("send-not-in-comm.trace:4: send on comm 1: to= position 7 (rank 8) is not in the comm's members");
        expect("send-to-local-of-intercomm.trace:6: send on comm 3: to= position 0 (rank 1) is not in the comm's remote group");
        expect("end-traffic-counts.trace:5: end record says colls=2 but the file has 1 coll record");
    }

    private static void expect(String message) {
        EXPECTED.put(message.substring(0, message.indexOf(':')), message);
    }

    static Path dir() throws URISyntaxException {
        return Path.of(MalformedTraceTest.class.getResource("/malformed").toURI());
    }

    static Stream<Arguments> cases() {
        return EXPECTED.entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void rejectedWithExactMessage(String name, String message) throws Exception {
        try (Reader in = Files.newBufferedReader(dir().resolve(name), StandardCharsets.UTF_8)) {
            TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceReader.read(name, in));
            assertEquals(message, e.getMessage());
            assertEquals(name, e.file());
            assertEquals(message, e.file() + ":" + e.line() + ": " + e.reason());
        }
    }

    @Test
    void everyFileHasAnExpectationAndViceVersa() throws Exception {
        Set<String> files;
        try (Stream<Path> s = Files.list(dir())) {
            files = s.map(p -> p.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        }
        assertEquals(new TreeSet<>(EXPECTED.keySet()), files);
    }

    @Test
    void readingAPathNamesThePathAsGiven() throws IOException, URISyntaxException {
        Path p = dir().resolve("dup-differs.trace");
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceReader.read(p));
        assertEquals(p + ":4: MPI_Comm_dup 3 must have the members of its parent 1 (16 processes), has 8", e.getMessage());
    }
}
