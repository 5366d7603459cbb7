package org.mpimem.model.init;

import org.mpimem.model.Category;

/**
 * One term of what MPI_Init keeps per process: {@code bytes} for every process of the job, every
 * node of the job, or every other process on the process's own node; the structure that holds
 * them and where the source allocates it.
 */
public record InitTerm(Per per, long bytes, Category category, String structure, String source) {
    public enum Per {
        PROCESS("per process of the job"), NODE("per node of the job"), LOCAL_PEER("per other process on the node");

        private final String text;

        Per(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    /** Bytes of this term in a process of a job of {@code processes} on {@code nodes}, with {@code localPeers} others on its node. */
    public long bytes(long processes, long nodes, long localPeers) {
        return bytes * switch (per) {
            case PROCESS -> processes;
            case NODE -> nodes;
            case LOCAL_PEER -> localPeers;
        };
    }
}
