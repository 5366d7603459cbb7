/* Recorders: one log record per completed call. Records carry local facts only (lids, the
 * parent's collective sequence number, tags, ports, members); the merger derives identities. */
#include "record.h"
#include "handles.h"
#include "log.h"
#include "members.h"
#include "memcount.h"
#include "session.h"
#include "site.h"
#include "traffic.h"
#include <stdio.h>
#include <string.h>

const char *mt_attrs(char *out, const char *k1, int v1, const char *k2, int v2) {
    size_t k = 0;
    for (int i = 0; i < 2; i++) {
        const char *key = i ? k2 : k1;
        if (!key) break;
        size_t n = strlen(key);
        if (n > 20) n = 20; /* keys are short literals; 2 x (20 + 11) + 1 fits in 64 */
        memcpy(out + k, key, n);
        k += n;
        k += mt_format_int(out + k, i ? v2 : v1);
    }
    out[k] = '\0';
    return out;
}

/* Ends a call's record with what the bookkeeping since the call left live (memcount.c). */
static void tail(void) {
    mt_put_tracer_mem();
    mt_record_end();
}

static void head(const char *call, int lid, MPI_Comm parent) {
    mt_record("c");
    mt_put_field("lid", lid);
    mt_put_lit(" call=");
    mt_put(call);
    mt_put_field("parent", mt_comm_lid(parent));
    mt_put_site();
    mt_put_mem("mem");
}

/* The parent rank of the new communicator's rank 0: the same on all its members, different for
 * each of the disjoint communicators one split, create or cart_sub makes. -1 for an
 * intercommunicator (a split of one is told apart by its colour). */
static int first_in_parent(MPI_Comm parent, MPI_Group g) {
    int zero = 0, first = -1, world = parent == MPI_COMM_WORLD;
    /* the parent's kept list: the new rank 0's world rank is found in it, without the parent's
     * group (which MPICH would build and cache on the parent for this question alone) */
    mt_run runs[MT_RUNS];
    int n = mt_comm_runs(parent, runs);
    if (n > 0) {
        PMPI_Group_translate_ranks(g, 1, &zero, mt_world(), &first);
        if (first != MPI_UNDEFINED) return mt_run_index(runs, n, 0, first);
    }
    MPI_Group pg = world ? mt_world() : MPI_GROUP_NULL; /* the world's group is at hand */
    if (!world) mt_comm_group(parent, 0, &pg);
    PMPI_Group_translate_ranks(g, 1, &zero, pg, &first);
    if (!world) PMPI_Group_free(&pg);
    return first == MPI_UNDEFINED ? -1 : first;
}

/* Collective over the parent: every member of the parent calls it, in the same order as its
 * other collectives there, so (parent, seq) names the call identically everywhere. The counter
 * advances even for a process that gets MPI_COMM_NULL (split with MPI_UNDEFINED). */
static void mt_rec_coll_(const char *call, MPI_Comm parent, MPI_Comm newcomm, MPI_Comm like, const char *attrs) {
    if (!mt_enabled()) return;
    int seq = mt_comm_next_seq(parent);
    if (newcomm == MPI_COMM_NULL) return;
    head(call, mt_comm_add(newcomm), parent);
    mt_put_field("seq", seq);
    /* a dup (like is the parent) of a communicator whose list is kept: the same list, and the
     * dup's rank 0 is the parent's; no MPI call at all */
    mt_run runs[MT_RUNS];
    int n = like != newcomm ? mt_comm_runs(like, runs) : 0;
    if (n > 0) {
        mt_put_field("first", 0);
        if (attrs) mt_put(attrs);
        mt_put_runs("members", runs, n);
        mt_comm_keep_runs(newcomm, runs, n);
        tail();
        return;
    }
    int inter = 0, size = 0;
    PMPI_Comm_test_inter(like, &inter);
    /* a communicator of this process alone (a split into singletons, a create of one): its list
     * is this process's, kept on MPI_COMM_SELF, and its rank 0 is this process, whose rank in the
     * parent (in its local group) is first=; no group either */
    if (!inter && PMPI_Comm_size(like, &size) == MPI_SUCCESS && size == 1 && (n = mt_comm_runs(MPI_COMM_SELF, runs)) > 0) {
        int first = -1;
        PMPI_Comm_rank(parent, &first);
        mt_put_field("first", first);
        if (attrs) mt_put(attrs);
        mt_put_runs("members", runs, n);
        mt_comm_keep_runs(newcomm, runs, n);
        tail();
        return;
    }
    MPI_Group g; /* like's local group, for first= and the members */
    mt_comm_group(like, 0, &g);
    mt_put_field("first", inter ? -1 : first_in_parent(parent, g));
    if (attrs) mt_put(attrs);
    mt_members_of(like, inter, g, newcomm);
    PMPI_Group_free(&g);
    tail();
}

/* Collective over the group only: named by (parent, tag, members) and how often that occurred. */
static void mt_rec_group_(const char *call, MPI_Comm parent, MPI_Comm newcomm, int tag) {
    if (!mt_enabled() || newcomm == MPI_COMM_NULL) return;
    head(call, mt_comm_add(newcomm), parent);
    mt_put_field("tag", tag);
    mt_members(newcomm);
    tail();
}

/* Collective over both local groups, which hold different local comms: named by the unordered
 * pair of groups and the tag. */
static void mt_rec_intercomm_(MPI_Comm local, MPI_Comm newcomm, int tag) {
    if (!mt_enabled() || newcomm == MPI_COMM_NULL) return;
    head("MPI_Intercomm_create", mt_comm_add(newcomm), local);
    mt_put_field("tag", tag);
    mt_members(newcomm);
    tail();
}

/* Spawn, connect, accept: collective over the parent; the remote group becomes a new ref space.
 * t0 (call entry) lets the merger match spawned children, whose MPI_Init completes inside it. */
static void mt_rec_dynamic_(const char *call, MPI_Comm parent, MPI_Comm inter, const char *port, uint64_t t0) {
    if (!mt_enabled()) return;
    int seq = mt_comm_next_seq(parent);
    if (inter == MPI_COMM_NULL) return;
    MPI_Group rg;
    int lid = mt_comm_add(inter); /* first: the group's bytes are booked on it */
    mt_comm_group(inter, 1, &rg);
    int ref = mt_add_ref(rg);
    PMPI_Group_free(&rg);
    head(call, lid, parent);
    mt_putf(" seq=%d ref=%d t0=%llu", seq, ref, (unsigned long long) t0);
    if (port) {
        mt_put_lit(" port=");
        mt_put_escaped(port);
    }
    mt_members(inter);
    tail();
}

/* A window's communicator is a dup of the window's comm (collective over it). */
static void mt_rec_win_(const char *call, MPI_Comm comm, MPI_Win win) {
    if (!mt_enabled()) return;
    int seq = mt_comm_next_seq(comm);
    int lid = mt_lid_new();
    if (mt_win_add(win, lid) < 0) return;
    head(call, lid, comm);
    mt_put_field("seq", seq);
    mt_members(comm);
    tail();
}

/* MPI-4 MPI_Comm_create_from_group / MPI_Intercomm_create_from_groups: no parent communicator,
 * collective over the group(s) only, named like create_group by (string tag, members, occurrence).
 * parent=0: the members are numbered in this process's world, which the trace takes as parent. */
static void mt_rec_from_group_(const char *call, MPI_Comm newcomm, const char *stringtag) {
    if (!mt_enabled() || newcomm == MPI_COMM_NULL) return;
    head(call, mt_comm_add(newcomm), MPI_COMM_WORLD);
    mt_put_lit(" stag=");
    mt_put_escaped(stringtag && *stringtag ? stringtag : "%");
    mt_members(newcomm);
    tail();
}

void mt_rec_from_group(const char *call, MPI_Comm newcomm, const char *stringtag) {
    if (!mt_enabled()) return;
    mt_lock();
    mt_rec_from_group_(call, newcomm, stringtag);
    mt_unlock();
}

/* cached: library bytes this free released only because the tracer had asked for the
 * communicator's group (members.c mt_comm_group); added back, so that mem= is what the free
 * releases untraced, and written as mem_cached=. */
static void rec_free(const char *call, int lid, long long cached) {
    if (lid < 0) return;
    mt_mem_add(cached);
    mt_record("f");
    mt_put_field("lid", lid);
    mt_put_lit(" call=");
    mt_put(call);
    mt_put_mem("mem");
    if (mt_mem_counting()) mt_putf(" mem_cached=%lld", cached);
    tail();
}

void mt_rec_free_comm(const char *call, MPI_Comm old) {
    if (!mt_enabled()) return;
    mt_lock();
    long long cached = mt_comm_uncached(old);
    mt_traffic_forget(old); /* the handle may name another communicator next */
    rec_free(call, mt_comm_remove(old), cached);
    mt_unlock();
}

void mt_rec_free_win(const char *call, MPI_Win old) {
    if (!mt_enabled()) return;
    mt_lock();
    rec_free(call, mt_win_remove(old), 0);
    mt_unlock();
}

void mt_rec_coll(const char *call, MPI_Comm parent, MPI_Comm newcomm, MPI_Comm like, const char *attrs) {
    if (!mt_enabled()) return;
    mt_lock();
    mt_rec_coll_(call, parent, newcomm, like, attrs);
    mt_unlock();
}

void mt_rec_group(const char *call, MPI_Comm parent, MPI_Comm newcomm, int tag) {
    if (!mt_enabled()) return;
    mt_lock();
    mt_rec_group_(call, parent, newcomm, tag);
    mt_unlock();
}

void mt_rec_intercomm(MPI_Comm local, MPI_Comm newcomm, int tag) {
    if (!mt_enabled()) return;
    mt_lock();
    mt_rec_intercomm_(local, newcomm, tag);
    mt_unlock();
}

void mt_rec_dynamic(const char *call, MPI_Comm parent, MPI_Comm inter, const char *port, uint64_t t0) {
    if (!mt_enabled()) return;
    mt_lock();
    mt_rec_dynamic_(call, parent, inter, port, t0);
    mt_unlock();
}

void mt_rec_win(const char *call, MPI_Comm comm, MPI_Win win) {
    if (!mt_enabled()) return;
    mt_lock();
    mt_rec_win_(call, comm, win);
    mt_unlock();
}
