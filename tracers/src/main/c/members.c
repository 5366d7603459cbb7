/* Member lists: every process of a group as (ref, rank) in group order, written as runs
 * ref/start:count:stride. ref 0 is this process's MPI_COMM_WORLD; ref k > 0 is the remote group
 * of the k-th dynamic intercommunicator this process saw (its spawn parent, spawned children, a
 * connected job), in that group's order; the merger maps refs to process groups. All local:
 * MPI_Group_translate_ranks needs no communication. */
#include "mpimem_trace.h"
#include <stdio.h>
#include <stdlib.h>

#define MAXREF 64
static MPI_Group refs[MAXREF];
static int nrefs;

int mt_add_ref(MPI_Group remote) {
    if (nrefs == 0) { PMPI_Comm_group(MPI_COMM_WORLD, &refs[0]); nrefs = 1; }
    if (nrefs == MAXREF) {
        static int warned;
        if (!warned++) fprintf(stderr, "mpimem-trace: more than %d dynamic intercommunicators; the remote processes of"
                                       " the later ones are written as '?' (ref=-1) and the merge leaves them out\n", MAXREF - 1);
        return -1;
    }
    PMPI_Group_excl(remote, 0, NULL, &refs[nrefs]); /* a copy the caller may free */
    return nrefs++;
}

void mt_free_refs(void) {
    for (int k = 0; k < nrefs; k++) PMPI_Group_free(&refs[k]);
    nrefs = 0;
}

static void put_run(int ref, int start, int count, int stride) {
    mt_putf("%d/%d", ref, start);
    if (count > 1 || stride != 1) mt_putf(":%d", count);
    if (stride != 1) mt_putf(":%d", stride);
}

void mt_put_group(const char *field, MPI_Group g) {
    if (nrefs == 0) { PMPI_Comm_group(MPI_COMM_WORLD, &refs[0]); nrefs = 1; }
    int n = 0;
    PMPI_Group_size(g, &n);
    int *in = malloc(sizeof(int) * (size_t) (n + 1)), *rank = malloc(sizeof(int) * (size_t) (n + 1));
    int *ref = calloc((size_t) n + 1, sizeof(int)), *tmp = malloc(sizeof(int) * (size_t) (n + 1));
    if (!in || !rank || !ref || !tmp) {
        free(in); free(rank); free(ref); free(tmp);
        mt_disable("out of memory for a member list");
        return;
    }
    for (int i = 0; i < n; i++) in[i] = i;
    PMPI_Group_translate_ranks(g, n, in, refs[0], rank);
    for (int k = 1; k < nrefs; k++) {
        int missing = 0;
        for (int i = 0; i < n; i++) missing |= rank[i] == MPI_UNDEFINED;
        if (!missing) break;
        PMPI_Group_translate_ranks(g, n, in, refs[k], tmp);
        for (int i = 0; i < n; i++)
            if (rank[i] == MPI_UNDEFINED && tmp[i] != MPI_UNDEFINED) { rank[i] = tmp[i]; ref[i] = k; }
    }
    mt_putf(" %s=", field);
    /* greedy maximal runs from the left, as Members.Builder keeps them */
    for (int i = 0; i < n;) {
        if (i > 0) mt_put(",");
        if (rank[i] == MPI_UNDEFINED) { mt_put("?"); i++; continue; }
        int j = i + 1, stride = 1;
        if (j < n && ref[j] == ref[i] && rank[j] != MPI_UNDEFINED && rank[j] != rank[i]) {
            stride = rank[j] - rank[i];
            while (j < n && ref[j] == ref[i] && rank[j] != MPI_UNDEFINED && rank[j] - rank[j - 1] == stride) j++;
        }
        put_run(ref[i], rank[i], j - i, stride);
        i = j;
    }
    free(in); free(rank); free(ref); free(tmp);
}

void mt_members(MPI_Comm c) {
    int inter = 0;
    MPI_Group g;
    PMPI_Comm_test_inter(c, &inter);
    PMPI_Comm_group(c, &g);
    mt_put_group(inter ? "local" : "members", g);
    PMPI_Group_free(&g);
    if (inter) {
        PMPI_Comm_remote_group(c, &g);
        mt_put_group("remote", g);
        PMPI_Group_free(&g);
    }
}
