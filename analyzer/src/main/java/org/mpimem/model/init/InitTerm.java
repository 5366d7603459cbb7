package org.mpimem.model.init;

import org.mpimem.account.Category;

/**
 * One term of what MPI_Init keeps per process: {@code bytes} for every process of the job, every
 * node of the job, every other process on the process's own node, or every started chunk of
 * {@code chunk} processes of the job (an allocator that maps a block for many objects at once:
 * a step, not a slope, within a chunk); the structure that holds them and where the source
 * allocates it.
 */
public record InitTerm(Per per, long bytes, Category category, String structure, String source, int chunk) {
    public enum Per {
        PROCESS("per process of the job"), NODE("per node of the job"), LOCAL_PEER("per other process on the node"),
        PROCESS_CHUNK("per started chunk of processes of the job");

        private final String text;

        Per(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    public InitTerm(Per per, long bytes, Category category, String structure, String source) {
        this(per, bytes, category, structure, source, 1);
    }

    /** Bytes of this term in a process of a job of {@code processes} on {@code nodes}, with {@code localPeers} others on its node. */
    public long bytes(long processes, long nodes, long localPeers) {
        return bytes * switch (per) {
            case PROCESS -> processes;
            case NODE -> nodes;
            case LOCAL_PEER -> localPeers;
            case PROCESS_CHUNK -> (processes + chunk - 1) / chunk;
        };
    }
}
