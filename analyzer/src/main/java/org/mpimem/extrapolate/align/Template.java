package org.mpimem.extrapolate.align;

import org.mpimem.trace.MpiCall;
import org.mpimem.trace.ProcessGroup;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;

/**
 * What every event of one unit must share, across all traces, for its numbers to be fitted: the
 * kind of event and, for a communicator, its call, its parents' sites, how many runs each side of
 * its member list has and in which process groups, and its attributes other than the colour.
 * The numbers (parent positions, each run's start, count and stride, a numeric colour) are the
 * fields, in the order {@link #fieldNames()} gives.
 */
public sealed interface Template {

    List<String> fieldNames();

    /**
     * A communicator; {@code remoteGroups} is null for an intracommunicator. With {@code cyclic} each run is a block-cyclic
     * run ({@link BlockCyclic}): equal runs repeated at a fixed distance, described by two more fields, how many blocks and
     * the stride between them.
     */
    record Comm(MpiCall call, List<String> parentSites, List<Integer> localGroups, List<Integer> remoteGroups,
                SortedMap<String, String> attrs, boolean numericColor, boolean hasSize, boolean cyclic) implements Template {
        public Comm(MpiCall call, List<String> parentSites, List<Integer> localGroups, List<Integer> remoteGroups,
                    SortedMap<String, String> attrs, boolean numericColor, boolean hasSize) {
            this(call, parentSites, localGroups, remoteGroups, attrs, numericColor, hasSize, false);
        }

        public List<String> fieldNames() {
            List<String> n = new ArrayList<>();
            for (int i = 0; i < parentSites.size(); i++) n.add("parent " + i + " position");
            for (int i = 0; i < localGroups.size(); i++) addRun(n, (remoteGroups == null ? "run " : "local run ") + i);
            if (remoteGroups != null) for (int i = 0; i < remoteGroups.size(); i++) addRun(n, "remote run " + i);
            if (numericColor) n.add("color");
            return n;
        }

        /** As a record prints itself, the flag only when set: --check's details (and their golden files) stay as they were. */
        @Override
        public String toString() {
            return "Comm[call=" + call + ", parentSites=" + parentSites + ", localGroups=" + localGroups + ", remoteGroups=" + remoteGroups
                    + ", attrs=" + attrs + ", numericColor=" + numericColor + ", hasSize=" + hasSize + (cyclic ? ", cyclic=true" : "") + "]";
        }

        /** Fields per run: start, count, stride; a block-cyclic run adds its blocks and the stride between them. */
        public int runWidth() {
            return cyclic ? 5 : 3;
        }

        private void addRun(List<String> n, String run) {
            n.add(run + " start");
            n.add(run + " count");
            n.add(run + " stride");
            if (!cyclic) return;
            n.add(run + " blocks"); // before its stride, as a count before its: ImpliedStrides reads the field before a stride
            n.add(run + " block stride");
        }
    }

    /**
     * A communicator whose members are its one parent's, as MPI defines them ({@link ParentMembers}):
     * the parent's position is its only field. {@code inter} for an intercommunicator's dup.
     */
    record ParentGroup(MpiCall call, String parentSite, SortedMap<String, String> attrs, boolean inter, boolean hasSize) implements Template {
        public List<String> fieldNames() {
            return List.of("parent 0 position");
        }
    }

    record Free(String call, String targetSite) implements Template {
        public List<String> fieldNames() {
            return List.of("freed position");
        }
    }

    /** A spawned or connected process group with block placement. */
    record Group(ProcessGroup.Origin origin) implements Template {
        public List<String> fieldNames() {
            return List.of("size", "ppn");
        }
    }
}
