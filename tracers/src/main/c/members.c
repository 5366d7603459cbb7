/* Member lists: every process of a group as (ref, rank) in group order, written as runs
 * ref/start:count:stride. ref 0 is this process's MPI_COMM_WORLD; ref k > 0 is the remote group
 * of the k-th dynamic intercommunicator this process saw (its spawn parent, spawned children, a
 * connected job), in that group's order; the merger maps refs to process groups. All local:
 * MPI_Group_translate_ranks needs no communication. */
#include "members.h"
#include "handles.h"
#include "log.h"
#include "memcount.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SMALL 64 /* members of a group whose lists live on the stack */

#define MAXREF 64
static MPI_Group refs[MAXREF];
static int nrefs;

/* Taken at MPI_Init, outside every call's window: MPICH caches the world's group on MPI_COMM_WORLD,
 * which is never freed, so no later window sees it. */
void mt_world_group(void) {
    if (nrefs == 0) { PMPI_Comm_group(MPI_COMM_WORLD, &refs[0]); nrefs = 1; }
}

/* The tracer's requests for a communicator's group all go through here. Under MPICH 4.0.2 the first
 * request builds the group (16 B per member) and caches it on the communicator until it is freed
 * (MPIR_Comm_group_impl, src/mpi/comm/comm_impl.c), so its bytes come back inside the
 * application's MPI_Comm_free, the window mem= measures. Deriving members without a group is not
 * possible for a split (other processes' colours are not local), so with the counter preloaded the
 * bytes are measured here and booked on c; the free adds them back (record.c). Open MPI returns
 * the communicator's own group and books 0. A group object comes from MPICH's handle pool, which
 * never gives memory back: one is taken and returned first, so that a pool that must grow grows
 * here (tracer_mem=) and what is booked is exactly what the free releases. */
void mt_comm_group(MPI_Comm c, int remote, MPI_Group *g) {
    if (!mt_mem_counting()) {
        if (remote) PMPI_Comm_remote_group(c, g);
        else PMPI_Comm_group(c, g);
        return;
    }
    MPI_Group spare;
    int zero = 0;
    mt_world_group();
    PMPI_Group_incl(refs[0], 1, &zero, &spare);
    PMPI_Group_free(&spare);
    long long before = mt_mem_live();
    if (remote) PMPI_Comm_remote_group(c, g);
    else PMPI_Comm_group(c, g);
    mt_comm_cached(c, remote, mt_mem_live() - before);
}

int mt_add_ref(MPI_Group remote) {
    mt_world_group();
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
    mt_put_int(ref);
    mt_put_lit("/");
    mt_put_int(start);
    if (count > 1 || stride != 1) mt_put_lit(":"), mt_put_int(count);
    if (stride != 1) mt_put_lit(":"), mt_put_int(stride);
}

/* Writes " <field>=" and the runs; n > 0. */
void mt_put_runs(const char *field, const mt_run *runs, int n) {
    mt_put_lit(" ");
    mt_put(field);
    mt_put_lit("=");
    for (int k = 0; k < n; k++) {
        if (k > 0) mt_put_lit(",");
        put_run(runs[k].ref, runs[k].start, runs[k].count, runs[k].stride);
    }
}

char *mt_w_members(char *p, const mt_run *runs, int n) {
    p = mt_w_lit(p, " members=");
    for (int k = 0; k < n; k++) {
        if (k > 0) *p++ = ',';
        p = mt_w_int(p, runs[k].ref);
        *p++ = '/';
        p = mt_w_int(p, runs[k].start);
        if (runs[k].count > 1 || runs[k].stride != 1) *p++ = ':', p = mt_w_int(p, runs[k].count);
        if (runs[k].stride != 1) *p++ = ':', p = mt_w_int(p, runs[k].stride);
    }
    return p;
}

int mt_run_index(const mt_run *runs, int n, int ref, int rank) {
    for (int k = 0, at = 0; k < n; at += runs[k].count, k++) {
        long long d = (long long) rank - runs[k].start;
        if (runs[k].ref != ref || d % runs[k].stride != 0) continue;
        long long i = d / runs[k].stride;
        if (i >= 0 && i < runs[k].count) return at + (int) i;
    }
    return -1;
}

int mt_put_group(const char *field, MPI_Group g, mt_run *keep) {
    mt_world_group();
    int n = 0, kept = 0;
    PMPI_Group_size(g, &n);
    /* a small group's arrays on the stack: no allocation per record for most communicators */
    int small[4 * SMALL], big = n >= SMALL;
    int *in = big ? malloc(sizeof(int) * (size_t) (n + 1)) : small, *rank = big ? malloc(sizeof(int) * (size_t) (n + 1)) : small + SMALL;
    int *ref = big ? calloc((size_t) n + 1, sizeof(int)) : small + 2 * SMALL, *tmp = big ? malloc(sizeof(int) * (size_t) (n + 1)) : small + 3 * SMALL;
    if (!in || !rank || !ref || !tmp) {
        free(in); free(rank); free(ref); free(tmp);
        mt_disable("out of memory for a member list");
        return 0;
    }
    if (!big) memset(ref, 0, sizeof(int) * (size_t) n);
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
    mt_put_lit(" ");
    mt_put(field);
    mt_put_lit("=");
    /* greedy maximal runs from the left, as Members.Builder keeps them; the first MT_RUNS are
     * copied to keep while no '?' has been met (kept = -1 from the first one that does not fit) */
    for (int i = 0; i < n;) {
        if (i > 0) mt_put_lit(",");
        if (rank[i] == MPI_UNDEFINED) { mt_put_lit("?"); i++; kept = -1; continue; }
        int j = i + 1, stride = 1;
        if (j < n && ref[j] == ref[i] && rank[j] != MPI_UNDEFINED && rank[j] != rank[i]) {
            stride = rank[j] - rank[i];
            while (j < n && ref[j] == ref[i] && rank[j] != MPI_UNDEFINED && rank[j] - rank[j - 1] == stride) j++;
        }
        put_run(ref[i], rank[i], j - i, stride);
        if (keep && kept >= 0 && kept < MT_RUNS) keep[kept++] = (mt_run) {ref[i], rank[i], j - i, stride};
        else kept = -1;
        i = j;
    }
    if (big) { free(in); free(rank); free(ref); free(tmp); }
    return kept > 0 ? kept : 0;
}

MPI_Group mt_world(void) {
    mt_world_group();
    return refs[0];
}

/* A list kept on c's entry needs no group, nor the question whether c is an intercommunicator
 * (only intracommunicators' lists are kept). */
void mt_members(MPI_Comm c) {
    mt_run runs[MT_RUNS];
    int n = mt_comm_runs(c, runs);
    if (n > 0) {
        mt_put_runs("members", runs, n);
        return;
    }
    int inter = 0;
    MPI_Group g;
    PMPI_Comm_test_inter(c, &inter);
    mt_comm_group(c, 0, &g);
    mt_members_of(c, inter, g, c);
    PMPI_Group_free(&g);
}

void mt_members_of(MPI_Comm c, int inter, MPI_Group local, MPI_Comm keep) {
    mt_run runs[MT_RUNS];
    int n = mt_put_group(inter ? "local" : "members", local, inter ? NULL : runs);
    if (n > 0) mt_comm_keep_runs(keep, runs, n);
    if (inter) {
        MPI_Group remote;
        mt_comm_group(c, 1, &remote);
        mt_put_group("remote", remote, NULL);
        PMPI_Group_free(&remote);
    }
}
