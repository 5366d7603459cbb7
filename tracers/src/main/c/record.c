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

/* What the head of a call's record takes at most besides the call's name and site text: the
 * kind, " lid=", " call=", " parent=", " mem=", " mem_arrival=" and their numbers. */
#define HEAD_ROOM 136
/* The rest of a record with a kept member list: " seq=", " first=", the members, " tracer_mem=",
 * " t=", their numbers and the newline. */
#define TAIL_ROOM (96 + MT_MEMBERS_ROOM)

/* "c lid=<lid> call=<call> parent=<plid> site=... [mem=]" at p; returns its end. */
static char *w_head(char *p, const char *call, size_t cn, int lid, int plid, const char *site, size_t sn) {
    p = mt_w_lit(p, "c lid=");
    p = mt_w_int(p, lid);
    p = mt_w_lit(p, " call=");
    p = mt_w_text(p, call, cn);
    p = mt_w_field(p, "parent", plid);
    p = mt_w_text(p, site, sn);
    if (mt_mem_counting()) { /* without the counter a record pays one test of one flag, as before */
        p = mt_w_field(p, "mem", mt_mem_call()), mt_mem_recorded();
        if (mt_mem_arrival()) p = mt_w_field(p, "mem_arrival", mt_mem_arrival());
    }
    return p;
}

/* The tail of a record: what the bookkeeping since the call left live (memcount.c), the time. */
static char *w_tail(char *p) {
    if (mt_mem_counting()) p = mt_w_field(p, "tracer_mem", mt_mem_tracer());
    return mt_w_end(p);
}

/* Ends a call's record written with mt_put* (the lists made from groups). */
static void tail(void) {
    char *start = mt_open(TAIL_ROOM);
    mt_close(start, w_tail(start));
    mt_w_done();
}

/* Starts a call's record, to be continued with mt_put*. */
static void head(const char *call, int lid, int plid) {
    size_t cn = strlen(call), sn;
    const char *site = mt_site_text(&sn);
    char *start = mt_w_record(HEAD_ROOM + cn + sn);
    mt_close(start, w_head(start, call, cn, lid, plid, site, sn));
}

/* A record whose member list is kept (a dup of a kept list, a communicator of this process alone):
 * written at once, one room asked for, no piece checked on its own. */
static void rec_kept(const char *call, int lid, int plid, int seq, int first, const char *attrs, const mt_run *runs, int n) {
    size_t cn = strlen(call), an = attrs ? strlen(attrs) : 0, sn;
    const char *site = mt_site_text(&sn);
    char *start = mt_w_record(HEAD_ROOM + TAIL_ROOM + cn + sn + an);
    char *p = w_head(start, call, cn, lid, plid, site, sn);
    p = mt_w_field(p, "seq", seq);
    p = mt_w_field(p, "first", first);
    p = mt_w_text(p, attrs, an);
    p = mt_w_members(p, runs, n);
    mt_close(start, w_tail(p));
    mt_w_done();
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
    /* one lookup of the parent: its counter, its lid and its kept list (for a dup, like is the
     * parent, that list is the dup's too) */
    mt_run runs[MT_RUNS];
    int plid, n = 0;
    int seq = mt_comm_parent(parent, &plid, runs, &n);
    if (newcomm == MPI_COMM_NULL) return;
    /* a dup of a communicator whose list is kept: the same list, and the dup's rank 0 is the
     * parent's; no MPI call at all */
    if (n > 0 && like != newcomm) {
        rec_kept(call, mt_comm_add_runs(newcomm, runs, n), plid, seq, 0, attrs, runs, n);
        return;
    }
    /* Only an intracommunicator's list is kept, and every call recorded here makes an
     * intracommunicator of an intracommunicator (a merge's parent is an intercommunicator): made
     * from a parent whose list is kept, like is one without asking. */
    int inter = 0, size = 0;
    if (n == 0) PMPI_Comm_test_inter(like, &inter);
    /* a communicator of this process alone (a split into singletons, a create of one): its list
     * is this process's, kept on MPI_COMM_SELF, and its rank 0 is this process, whose rank in the
     * parent (in its local group) is first=: its place in the parent's kept list, or the library's
     * answer; no group either */
    static mt_run self[MT_RUNS];
    static int nself;
    if (nself == 0) nself = mt_comm_runs(MPI_COMM_SELF, self); /* kept at the session start, never changed */
    if (!inter && nself > 0 && PMPI_Comm_size(like, &size) == MPI_SUCCESS && size == 1) {
        int first = n > 0 ? mt_run_index(runs, n, 0, self[0].start) : -1;
        if (first < 0) PMPI_Comm_rank(parent, &first);
        rec_kept(call, mt_comm_add_runs(newcomm, self, nself), plid, seq, first, attrs, self, nself);
        return;
    }
    head(call, mt_comm_add(newcomm), plid);
    mt_put_field("seq", seq);
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
    int lid = mt_comm_add(newcomm);
    head(call, lid, mt_comm_lid(parent));
    mt_put_field("tag", tag);
    mt_members(newcomm);
    tail();
}

/* Collective over both local groups, which hold different local comms: named by the unordered
 * pair of groups and the tag. */
static void mt_rec_intercomm_(MPI_Comm local, MPI_Comm newcomm, int tag) {
    if (!mt_enabled() || newcomm == MPI_COMM_NULL) return;
    int lid = mt_comm_add(newcomm);
    head("MPI_Intercomm_create", lid, mt_comm_lid(local));
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
    head(call, lid, mt_comm_lid(parent));
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
    head(call, lid, mt_comm_lid(comm));
    mt_put_field("seq", seq);
    mt_members(comm);
    tail();
}

/* MPI-4 MPI_Comm_create_from_group / MPI_Intercomm_create_from_groups: no parent communicator,
 * collective over the group(s) only, named like create_group by (string tag, members, occurrence).
 * parent=0: the members are numbered in this process's world, which the trace takes as parent. */
static void mt_rec_from_group_(const char *call, MPI_Comm newcomm, const char *stringtag) {
    if (!mt_enabled() || newcomm == MPI_COMM_NULL) return;
    int lid = mt_comm_add(newcomm);
    head(call, lid, mt_comm_lid(MPI_COMM_WORLD));
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
 * releases untraced, and written as mem_cached=. Written at once, as rec_kept. */
static void rec_free(const char *call, int lid, long long cached) {
    if (lid < 0) return;
    mt_mem_add(cached);
    size_t cn = strlen(call);
    char *start = mt_w_record(HEAD_ROOM + TAIL_ROOM + cn);
    char *p = mt_w_lit(start, "f lid=");
    p = mt_w_int(p, lid);
    p = mt_w_lit(p, " call=");
    p = mt_w_text(p, call, cn);
    if (mt_mem_counting()) {
        p = mt_w_field(p, "mem", mt_mem_call()), mt_mem_recorded();
        if (mt_mem_arrival()) p = mt_w_field(p, "mem_arrival", mt_mem_arrival());
        p = mt_w_field(p, "mem_cached", cached);
    }
    mt_close(start, w_tail(p));
    mt_w_done();
}

/* One lookup: the lid, the cached bytes and the traffic state (pooled: the handle may name another
 * communicator next) go with the entry. */
void mt_rec_free_comm(const char *call, MPI_Comm old) {
    if (!mt_enabled()) return;
    mt_lock();
    long long cached;
    void *traffic;
    int lid = mt_comm_drop(old, &cached, &traffic);
    mt_traffic_release(traffic);
    rec_free(call, lid, cached);
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
