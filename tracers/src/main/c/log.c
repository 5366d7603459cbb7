/* The per-process log file: records are copied into a shared mapping of the file itself, as
 * Darshan's mmap log does (darshan-runtime/lib/darshan-core.c, darshan_init_mmap_log, built with
 * __DARSHAN_ENABLE_MMAP_LOGS): no system call per record, and since the pages belong to the file
 * in the kernel's page cache, a process killed at any point (SIGKILL, a crash, the launcher
 * ending the job) leaves every record it completed.
 * The file grows by a window at a time; space for a window is reserved with posix_fallocate
 * (then zeroed through the page cache, which makes the stores into it cheap) before it is mapped,
 * because touching a mapped page the file system cannot back (a full disk) raises SIGBUS in the
 * application: a full disk is seen at the fallocate, and tracing stops there.
 * The file is cut to what was written at MPI_Finalize, in MPI_Abort and at exit; a killed process
 * leaves the unused rest of its last window as NUL bytes, which the merge ignores (log version 2).
 * Where the file cannot be mapped (a file system without shared mappings), records are written
 * with write(2) as each call completes, as before version 2. */
#define _GNU_SOURCE
#include "log.h"
#include <errno.h>
#include <fcntl.h>
#include <linux/futex.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

/* Windows double from 64 KiB (most logs fit in it; a killed process leaves at most this much
 * of NULs, reserved on disk) to 4 MiB (one fallocate and one mmap per ~10^4 records). Window
 * offsets stay multiples of 64 KiB, so of the page size, as mmap needs. */
#define FIRST_WINDOW ((size_t) 64 << 10)
#define LAST_WINDOW ((size_t) 4 << 20)

static int fd = -1, state; /* 0 not open, 1 tracing, 2 stopped */
static pid_t owner;        /* a forked child inherits the mapping; only the opener cuts the file */
/* base: file bytes [win_off, win_off + len), or NULL: the write(2) fallback (or not open, stopped);
 * pos: bytes used in the window. In log.h, for the inline writers. */
struct mt_log_window mt_lw;
static off_t win_off;
static off_t rec_start;    /* file offset of the record being built, where a stop cuts the file */

/* The log's lock, recursive (session.c writes the proc line under the lock it took to start).
 * Not a pthread mutex: a recursive one cost 80 instructions a lock and unlock, which a record
 * pays once; this one costs about 15 when free, the same atomic operations (a compare-exchange to
 * take it, an exchange to give it back), and sleeps in the kernel only while another thread holds
 * it (word 2: someone may be waiting, wake one at the release). holder: the thread holding it,
 * named by the address of its own thread-local byte; depth: how often it took it. */
static int word;
static const char *holder;
static int depth;
static __thread char me __attribute__((tls_model("initial-exec")));

static void lock_wait(void) {
    /* marked 2 before sleeping, so that the holder's release wakes a sleeper */
    while (__atomic_exchange_n(&word, 2, __ATOMIC_ACQUIRE) != 0) syscall(SYS_futex, &word, FUTEX_WAIT_PRIVATE, 2, NULL, NULL, 0);
}

static int lock_take(int wait) {
    if (__atomic_load_n(&holder, __ATOMIC_RELAXED) == &me) { depth++; return 0; } /* only this thread stores &me */
    int free_ = 0;
    if (!__atomic_compare_exchange_n(&word, &free_, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
        if (!wait) return -1;
        lock_wait();
    }
    __atomic_store_n(&holder, &me, __ATOMIC_RELAXED);
    depth = 1;
    return 0;
}

static void lock_give(void) {
    if (--depth > 0) return;
    __atomic_store_n(&holder, NULL, __ATOMIC_RELAXED);
    if (__atomic_exchange_n(&word, 0, __ATOMIC_RELEASE) == 2) syscall(SYS_futex, &word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

/* The write(2) fallback: a record longer than the buffer (a huge irregular member list) is written
 * in pieces; the newline that ends it is written last, so a cut record is recognisable. */
#define BUF 65536
static char buf[BUF];
static size_t used;

uint64_t mt_now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts); /* the vDSO's: no system call where the clock source allows */
    return (uint64_t) ts.tv_sec * 1000000000u + (uint64_t) ts.tv_nsec;
}

static off_t written(void) {
    return win_off + (off_t) mt_lw.pos; /* mapped mode */
}

/* Unmaps and closes; the file keeps its first len bytes (mapped mode). */
static void finish(off_t len) {
    if (mt_lw.base) {
        munmap(mt_lw.base, mt_lw.len);
        mt_lw.base = NULL;
        if (ftruncate(fd, len) != 0) { /* the NUL tail stays; the merge ignores it */ }
    }
    close(fd);
    fd = -1;
}

static void stop(const char *why) {
    if (state != 1) return;
    fprintf(stderr, "mpimem-trace: %s; tracing stops, the log of this process ends here\n", why);
    finish(rec_start); /* drops what was written of the record being built (mapped mode) */
    used = 0;
    state = 2;
}

static void drain(void) {
    size_t off = 0;
    while (off < used && fd >= 0) {
        ssize_t n = write(fd, buf + off, used - off);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            char why[160];
            snprintf(why, sizeof why, "write failed (%s)", strerror(errno));
            used = 0;
            stop(why);
            return;
        }
        off += (size_t) n;
    }
    used = 0;
}

/* Zeros for prefill (.bss: reading it maps the kernel's zero page, it costs no memory). */
static char zeros[256 << 10];

/* Reserves file bytes [off, off + len) (posix_fallocate: a full disk fails here, not as SIGBUS at
 * a mapped page) and writes zeros over them, which puts them in the page cache already dirty: a
 * record's first store to a page then costs a minor fault, where a page of a fallocated (unwritten)
 * extent costs a read fault and ext4's page_mkwrite, about 7 us a page against 1.5 us for the
 * pwrite and fault together (a 4 KiB page holds about 50 records). 0 or an errno. */
static int reserve(off_t off, size_t len) {
    int err = posix_fallocate(fd, off, (off_t) len);
    for (size_t done = 0; err == 0 && done < len;) {
        size_t k = len - done < sizeof zeros ? len - done : sizeof zeros;
        ssize_t n = pwrite(fd, zeros, k, off + (off_t) done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) err = n < 0 ? errno : EIO;
        else done += (size_t) n;
    }
    return err;
}

/* Maps the window after the current one (the first at open). */
static int next_window(void) {
    off_t off = win_off + (off_t) mt_lw.len;
    size_t len = 2 * mt_lw.len < LAST_WINDOW ? 2 * mt_lw.len : LAST_WINDOW;
    int err = reserve(off, len);
    if (err == 0) {
        void *m = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, off);
        if (m != MAP_FAILED) {
            munmap(mt_lw.base, mt_lw.len);
            mt_lw.base = m;
            win_off = off;
            mt_lw.len = len;
            mt_lw.pos = 0;
            return 0;
        }
        err = errno;
    }
    char why[160];
    snprintf(why, sizeof why, "cannot extend the log (%s)", strerror(err));
    stop(why);
    return -1;
}

int mt_log_open(const char *path) {
    fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) {
        fprintf(stderr, "mpimem-trace: cannot create %s (%s); this process is not traced\n", path, strerror(errno));
        state = 2;
        return -1;
    }
    owner = getpid();
    state = 1;
    rec_start = 0;
    /* no shared mapping (or no fallocate) on this file system: write(2) per record instead */
    if (reserve(0, FIRST_WINDOW) == 0) {
        void *m = mmap(NULL, FIRST_WINDOW, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        if (m != MAP_FAILED) { mt_lw.base = m; win_off = 0; mt_lw.len = FIRST_WINDOW; mt_lw.pos = 0; return 0; }
    }
    if (ftruncate(fd, 0) != 0) { /* nothing written yet: a failure here only leaves NULs */ }
    /* a full disk fails here too; the fallback's first write then says so and stops */
    return 0;
}

int mt_log_active(void) {
    return state == 1;
}

void mt_log_close(void) {
    lock_take(1);
    if (state == 1) {
        if (!mt_lw.base) drain();
        if (state == 1) finish(written());
        state = 2;
    }
    lock_give();
}

/* At exit without MPI_Finalize (an exit from the application, MPI_Abort's exit): the file is cut
 * to its records. Not when another thread holds the lock (it may never release it now): the NUL
 * tail then stays, which the merge ignores. */
__attribute__((destructor)) static void at_exit(void) {
    if (state != 1 || getpid() != owner || lock_take(0) != 0) return;
    if (state == 1) {
        if (!mt_lw.base) drain();
        if (state == 1) finish(written());
        state = 2;
    }
    lock_give();
}

static void put_slow(const char *s, size_t n) {
    while (n > 0 && state == 1) {
        if (mt_lw.base) {
            if (mt_lw.pos == mt_lw.len && next_window() < 0) return;
            size_t k = mt_lw.len - mt_lw.pos < n ? mt_lw.len - mt_lw.pos : n;
            memcpy(mt_lw.base + mt_lw.pos, s, k);
            mt_lw.pos += k; s += k; n -= k;
        } else {
            size_t k = BUF - used < n ? BUF - used : n;
            memcpy(buf + used, s, k);
            used += k; s += k; n -= k;
            if (used == BUF) drain();
        }
    }
}

/* Most pieces are a few bytes and fit in the window: copied without a loop or a call. */
static inline void put(const char *s, size_t n) {
    if (__builtin_expect(mt_lw.base != NULL && n <= mt_lw.len - mt_lw.pos, 1)) {
        __builtin_memcpy(mt_lw.base + mt_lw.pos, s, n);
        mt_lw.pos += n;
    } else put_slow(s, n);
}

void mt_put(const char *s) {
    put(s, strlen(s));
}

void mt_put_text(const char *s, size_t n) {
    put(s, n);
}

/* Decimal digits two at a time (a division by 100 per pair, which the compiler makes a multiply):
 * records are mostly numbers, and a time stamp has 19 digits. */
const char mt_pairs[201] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                            "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                            "8081828384858687888990919293949596979899";

/* v's digits, written to end at out (at most 20 before it); returns where they start. */
static char *digits_before(char *out, unsigned long long v) {
    while (v >= 100) {
        unsigned r = (unsigned) (v % 100);
        v /= 100;
        out -= 2;
        memcpy(out, mt_pairs + 2 * r, 2);
    }
    if (v >= 10) {
        out -= 2;
        memcpy(out, mt_pairs + 2 * v, 2);
    } else *--out = (char) ('0' + v);
    return out;
}

/* v in decimal, with '-' if negative, into out (room for 20 bytes); returns its length. */
static size_t format_int(char *out, long long v) {
    char d[24], *end = d + sizeof d;
    char *at = digits_before(end, v < 0 ? 0ull - (unsigned long long) v : (unsigned long long) v);
    if (v < 0) *--at = '-';
    memcpy(out, at, (size_t) (end - at));
    return (size_t) (end - at);
}

void mt_put_int(long long v) {
    char d[24];
    put(d, format_int(d, v));
}

/* Straight into the window when it has room for the key and any number; else through put. */
void mt_put_keyed(const char *text, size_t n, long long v) {
    if (__builtin_expect(mt_lw.base != NULL && mt_lw.len - mt_lw.pos >= n + 20, 1)) {
        memcpy(mt_lw.base + mt_lw.pos, text, n);
        mt_lw.pos += n;
        mt_lw.pos += format_int(mt_lw.base + mt_lw.pos, v);
        return;
    }
    put(text, n);
    mt_put_int(v);
}

void mt_putf(const char *fmt, ...) {
    char tmp[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n > 0) put(tmp, (size_t) n < sizeof tmp ? (size_t) n : sizeof tmp - 1);
}

const char *mt_escape(const char *s, char *out, size_t cap, size_t *n) {
    static const char hex[] = "0123456789ABCDEF";
    size_t k = 0;
    for (; *s; s++) {
        unsigned char c = (unsigned char) *s;
        int plain = c > ' ' && c < 127 && c != '%';
        if (k + (plain ? 1 : 3) > cap) break;
        if (plain) out[k++] = (char) c;
        else { out[k++] = '%'; out[k++] = hex[c >> 4]; out[k++] = hex[c & 15]; }
    }
    *n = k;
    return s;
}

void mt_put_escaped(const char *s) {
    char tmp[256];
    size_t n;
    while (*s) {
        s = mt_escape(s, tmp, sizeof tmp, &n);
        put(tmp, n);
    }
}

/* Out of memory in the tracer: the application goes on untraced rather than crash. What was
 * written of the current record is dropped (in the fallback, what was buffered of it: a record
 * longer than the buffer may leave a cut line, which the merge reports). */
void mt_disable(const char *why) {
    lock_take(1);
    stop(why);
    lock_give();
}

void mt_lock(void) {
    lock_take(1);
}

void mt_unlock(void) {
    lock_give();
}

void mt_record(const char *kind) {
    if (mt_lw.base) {
        rec_start = written();
        /* a line a few records ahead is fetched for writing while the application runs on: the
         * window was last touched when it was zeroed, and its lines are long out of the cache */
        if (mt_lw.len - mt_lw.pos > 384) __builtin_prefetch(mt_lw.base + mt_lw.pos + 320, 1);
    }
    mt_put(kind);
}

void mt_begin(const char *kind) {
    lock_take(1);
    mt_record(kind);
}

/* ns < 10^9 as exactly 9 digits, zero-padded: in 32 bits, as four pairs and a digit computed
 * from two halves that do not wait for each other (a loop of divisions would chain them). */
static void put_nine(char *out, uint32_t ns) {
    uint32_t hi = ns / 100000, lo = ns % 100000; /* 4 and 5 digits */
    memcpy(out, mt_pairs + 2 * (hi / 100), 2);
    memcpy(out + 2, mt_pairs + 2 * (hi % 100), 2);
    out[4] = (char) ('0' + lo / 10000);
    lo %= 10000;
    memcpy(out + 5, mt_pairs + 2 * (lo / 100), 2);
    memcpy(out + 7, mt_pairs + 2 * (lo % 100), 2);
}

/* " t=<ns>\n" at p, returns its end: the seconds' digits change once a second, so they are kept
 * as text and only the nanoseconds (9 digits, zero-padded) are formatted per record. */
static char *time_text(char *p, uint64_t t) {
    static uint64_t sec = UINT64_MAX;
    static char sec_text[24]; /* its digits from the start: copied as 16 bytes, a few stores */
    static size_t sec_len;
    if (t / 1000000000u != sec) {
        sec = t / 1000000000u;
        char *end = sec_text + sizeof sec_text, *at = digits_before(end, sec);
        sec_len = (size_t) (end - at);
        memmove(sec_text, at, sec_len);
    }
    memcpy(p, " t=", 3);
    p += 3;
    if (sec == 0) p += format_int(p, (long long) t); /* no leading zeros */
    else {
        if (sec_len >= 6 && sec_len <= 16) memcpy(p, sec_text, 16); /* the digits and the nine overwrite the rest */
        else memcpy(p, sec_text, sec_len);
        p += sec_len;
        put_nine(p, (uint32_t) (t % 1000000000u));
        p += 9;
    }
    *p++ = '\n';
    return p;
}

void mt_record_end(void) {
    char line[48];
    put(line, (size_t) (time_text(line, mt_now_ns()) - line));
    mt_w_done();
}

char mt_scratch[MT_ROOM];

/* Digits in pairs from the end, their count found first (v >= 10^4, so at least 5); lids and
 * ranks fit in 32 bits, whose divisions by 100 are cheaper than 64-bit ones. */
char *mt_w_long(char *p, unsigned long long v) {
    if (v > UINT32_MAX) {
        char d[24], *end = d + sizeof d, *at = digits_before(end, v);
        memcpy(p, at, (size_t) (end - at));
        return p + (end - at);
    }
    uint32_t x = (uint32_t) v;
    int n = x < 100000 ? 5 : x < 1000000 ? 6 : x < 10000000 ? 7 : x < 100000000 ? 8 : x < 1000000000 ? 9 : 10;
    char *end = p + n, *q = end;
    while (x >= 100) {
        q -= 2;
        memcpy(q, mt_pairs + 2 * (x % 100), 2);
        x /= 100;
    }
    if (x >= 10) memcpy(q - 2, mt_pairs + 2 * x, 2);
    else q[-1] = (char) ('0' + x);
    return end;
}

char *mt_w_record(size_t n) {
    char *p = mt_open(n);
    if (mt_lw.base) {
        rec_start = written();
        /* as in mt_record */
        if (mt_lw.len - mt_lw.pos > 384) __builtin_prefetch(mt_lw.base + mt_lw.pos + 320, 1);
    }
    return p;
}

char *mt_w_end(char *p) {
    return time_text(p, mt_now_ns());
}

void mt_w_done(void) {
    if (!mt_lw.base && state == 1) drain(); /* the fallback writes each record as its call completes */
}

void mt_end(void) {
    mt_record_end();
    lock_give();
}
