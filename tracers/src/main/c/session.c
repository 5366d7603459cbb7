/* The tracing session: where the log goes, its header, and its end. */
#define _GNU_SOURCE
#include "session.h"
#include "traffic.h"
#include "check_mpi.h"
#include "handles.h"
#include "jobfile.h"
#include "log.h"
#include "members.h"
#include "memcount.h"
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

static int started; /* 0 not yet (or too early: tried again at the next call), 1 done */
/* What the job file needs at MPI_Finalize: whether this process took part in tracing (every
 * process of the world must then call the collective job-file step), its log ("" if it could not
 * be created), its directory, the job's id and the host its proc line names. */
static int traced;
static char log_path[4600], log_dir[4096], job[256], node[256];

int mt_enabled(void) {
    if (!started) mt_on_init();
    return mt_log_active();
}

/* The job's id, the same on every process without asking anyone: the user's choice, else the
 * resource manager's or launcher's job id, else (Hydra on one node) the launcher's pid. Hydra
 * exports no job id, and its proxies differ per node, so a multi-node Hydra job needs the first. */
static void job_id(char *out, size_t n) {
    const char *vars[] = {"MPIMEM_TRACE_JOB", "SLURM_JOB_ID", "PMIX_NAMESPACE", "OMPI_MCA_ess_base_jobid", "PBS_JOBID", "LSB_JOBID", NULL};
    for (int i = 0; vars[i]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v) { snprintf(out, n, "%s", v); return; }
    }
    snprintf(out, n, "h%ld", (long) getppid());
}

static void start(void) {
    mt_check_mpi(); /* before any handle: the tracer may be the other MPI's */
    if (mt_passthrough) { started = 1; return; }
    const char *off = getenv("MPIMEM_TRACE");
    int inited = 0;
    PMPI_Initialized(&inited);
    if (!inited) return; /* too early: try again at the next call */
    started = 1;
    if (off && strcmp(off, "0") == 0) return; /* switched off */
    char *dir = log_dir, path[sizeof log_path], host[256] = "unknown";
    job_id(job, sizeof job);
    const char *d = getenv("MPIMEM_TRACE_DIR");
    if (d && *d) snprintf(dir, sizeof log_dir, "%s", d);
    else snprintf(dir, sizeof log_dir, "mpimem-trace-%s", job);
    /* Hydra names each proxy's node (from -hosts or the host file) in this variable, and MPICH
     * places processes on nodes as Hydra does: on nodes simulated on one machine
     * (-launcher fork -hosts n1:2,n2:2) the kernel's host name would put them all on one. */
    const char *hydra_host = getenv("MPIR_CVAR_CH3_INTERFACE_HOSTNAME");
    if (hydra_host && *hydra_host) snprintf(host, sizeof host, "%s", hydra_host);
    else gethostname(host, sizeof host - 1);
    for (char *p = host; *p; p++) if (*p == ' ' || *p == '=') *p = '_';
    memcpy(node, host, sizeof node);
    int rank = 0, size = 0;
    PMPI_Comm_rank(MPI_COMM_WORLD, &rank);
    PMPI_Comm_size(MPI_COMM_WORLD, &size);
    mkdir(dir, 0777); /* every process tries; EEXIST is the common case */
    /* absolute: rank 0 names the job file by its directory for every process (jobfile.c) */
    char abs[PATH_MAX];
    if (realpath(dir, abs) && strlen(abs) < sizeof log_dir) snprintf(log_dir, sizeof log_dir, "%s", abs);
    snprintf(path, sizeof path, "%s/%s-rank%d-%ld.log", dir, host, rank, (long) getpid());
    traced = 1;
    if (mt_log_open(path) < 0) return;
    memcpy(log_path, path, sizeof log_path);
    mt_lock();
    if (mt_comm_add(MPI_COMM_WORLD) < 0 || mt_comm_add(MPI_COMM_SELF) < 0) { /* lids 0, 1 (no MPI_COMM_SELF in traces; merge says so) */
        mt_unlock();
        return;
    }
    mt_world_group(); /* here, not in the first call's record: no window of a call sees it */
    /* their member lists, as mt_put_group would find them: the world in its own order, and this
     * process (kept, so that their dups and splits ask the library for no group of theirs) */
    mt_comm_keep_runs(MPI_COMM_WORLD, &(mt_run) {0, 0, size, 1}, 1);
    mt_comm_keep_runs(MPI_COMM_SELF, &(mt_run) {0, rank, 1, 1}, 1);
    MPI_Comm parent = MPI_COMM_NULL;
    PMPI_Comm_get_parent(&parent);
    int spawned = parent != MPI_COMM_NULL;
    /* version 2: a log may end in NUL bytes (log.c); the records are those of version 1. Version 3
     * adds the traffic records (x, s), written only with traffic recording on */
    mt_traffic_init();
    mt_begin(mt_traffic_on ? "mpimem-log 3\nproc" : "mpimem-log 2\nproc");
    mt_putf(" rank=%d size=%d host=%s pid=%ld job=%s spawned=%d", rank, size, host, (long) getpid(), job, spawned);
    mt_put_mem("init_mem");
    if (spawned) {
        MPI_Group rg;
        int lid = mt_comm_add(parent); /* first: the group's bytes are booked on it */
        mt_comm_group(parent, 1, &rg);
        mt_putf(" parent_lid=%d parent_ref=%d", lid, mt_add_ref(rg));
        PMPI_Group_free(&rg);
    }
    mt_end(); /* unlocks once; the outer lock is released below */
    mt_unlock();
}

void mt_on_init(void) {
    mt_lock(); /* the log's lock, recursive: start() writes the proc line under it */
    if (!started) start();
    mt_unlock();
}

/* MPI_Abort ends the job without exit handlers (MPICH, Open MPI): the aborting process cuts its
 * log here; the others are killed by the launcher and leave a NUL tail the merge ignores. */
void mt_on_abort(void) {
    if (started) mt_log_close();
}

/* The end record, then (unless MPIMEM_TRACE_JOBFILE=0) the logs of the world into one file. A
 * process whose tracing stopped early (full disk, out of memory) still takes part: its log ends
 * without an end record, as a per-process log would. */
void mt_on_finalize(void) {
    static int done;
    mt_lock();
    mt_free_refs();
    mt_unlock();
    if (done) return;
    done = 1;
    if (mt_enabled()) {
        mt_begin("end");
        mt_end();
    }
    mt_log_close();
    const char *one = getenv("MPIMEM_TRACE_JOBFILE"); /* must be the same on every process */
    if (traced && !(one && strcmp(one, "0") == 0)) mt_job_file(log_path, log_dir, job, node, one && strcmp(one, "keep") == 0);
}
