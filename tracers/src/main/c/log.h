/* The per-process log file (log.c): records are appended to a shared file mapping, so that a
 * record costs no system call and a killed process leaves every completed record in the file.
 * The lowest layer of the tracer: it depends on no other unit. */
#ifndef MPIMEM_LOG_H
#define MPIMEM_LOG_H
#include <stddef.h>
#include <stdint.h>
/* internal to the library: calls between its units go straight, not through the PLT, and
 * its data is reached without the GOT (the MPI and Fortran entry points stay exported) */
#pragma GCC visibility push(hidden)

int mt_log_open(const char *path);     /* 0, or -1 with one warning (the process is not traced) */
int mt_log_active(void);               /* open and not stopped */
void mt_log_close(void);               /* cuts the file to what was written */

/* Recorders hold the lock across table updates and writing (MPI_THREAD_MULTIPLE); it is recursive. */
void mt_lock(void);
void mt_unlock(void);
void mt_begin(const char *kind);       /* takes the lock and starts a record */
void mt_put(const char *s);
void mt_put_text(const char *s, size_t n); /* n bytes of s */
void mt_put_int(long long v);          /* in decimal, without printf: records are mostly numbers */
/* " <key>=<v>", key a string literal: its text and length are made at compile time */
#define mt_put_field(key, v) mt_put_keyed(" " key "=", sizeof(" " key "=") - 1, (v))
void mt_put_keyed(const char *text, size_t n, long long v); /* text (n bytes), then v */
#define mt_put_lit(s) mt_put_text((s), sizeof(s) - 1) /* a string literal, without strlen */
void mt_putf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void mt_put_escaped(const char *s);    /* a byte outside '!'..'~', and '%', as %XX */
/* The same escape into out: as many bytes of s as fit in cap; *n the bytes written (no NUL). Returns
 * where it stopped in s (at its end when all fit). */
const char *mt_escape(const char *s, char *out, size_t cap, size_t *n);
void mt_end(void);                     /* " t=<now>" and the newline; releases the lock */
/* The same for a caller that holds the lock already (the recorders, across their table updates):
 * no second lock and unlock per record, two atomic operations fewer. */
void mt_record(const char *kind);
void mt_record_end(void);
void mt_disable(const char *why);      /* stops tracing, drops the record being built; warns once */
uint64_t mt_now_ns(void);

/* Writing a record straight into the window (the hot path: dups, splits, frees). Every piece above
 * is a call that checks the room left and copies a few bytes; a record of a dozen pieces paid that
 * a dozen times. Here the recorder asks once for room for its whole record (mt_open, at most
 * MT_ROOM bytes, an upper bound of what it writes), writes with the inline writers below, which
 * check nothing, and says where it stopped (mt_close). Where the window lacks that room (its end, the
 * write(2) fallback, a stopped log) the pointer is a scratch buffer, copied through mt_put_text
 * at mt_close, which handles all of that as before. Under the log's lock; mt_put* may follow a
 * mt_close within a record, and the other way round. */
struct mt_log_window { char *base; size_t len, pos; };
extern struct mt_log_window mt_lw;
#define MT_ROOM 16384                  /* the longest call site text (3 x PATH_MAX + 32) and a record */
extern char mt_scratch[MT_ROOM];
static inline char *mt_open(size_t n) {
    if (__builtin_expect(mt_lw.base != NULL && mt_lw.len - mt_lw.pos >= n, 1)) return mt_lw.base + mt_lw.pos;
    return mt_scratch;
}
static inline void mt_close(char *start, char *end) {
    if (__builtin_expect(start != mt_scratch, 1)) mt_lw.pos += (size_t) (end - start);
    else mt_put_text(start, (size_t) (end - start));
}
char *mt_w_record(size_t n);          /* mt_record for the writers: mt_open(n), the record starts there */
char *mt_w_end(char *p);               /* " t=<now>" and the newline (mt_close and mt_w_done follow) */
void mt_w_done(void);                  /* mt_record_end's part after the text: the fallback's write */
extern const char mt_pairs[201];       /* "00" "01" ... "99" */
char *mt_w_long(char *p, unsigned long long v); /* v's digits at p (v >= 10^4); returns their end */
/* v in decimal at p, returns the end; the values most fields hold (below 10^4: lids, ranks,
 * counters) without a call */
static inline char *mt_w_uint(char *p, unsigned long long v) {
    if (v < 10) { *p = (char) ('0' + v); return p + 1; }
    if (v < 100) { __builtin_memcpy(p, mt_pairs + 2 * v, 2); return p + 2; }
    if (v < 10000) {
        unsigned x = (unsigned) v, hi = x / 100, lo = x % 100;
        if (x < 1000) *p++ = (char) ('0' + hi);
        else __builtin_memcpy(p, mt_pairs + 2 * hi, 2), p += 2;
        __builtin_memcpy(p, mt_pairs + 2 * lo, 2);
        return p + 2;
    }
    return mt_w_long(p, v);
}
static inline char *mt_w_int(char *p, long long v) {
    if (v < 0) { *p++ = '-'; return mt_w_uint(p, 0ull - (unsigned long long) v); }
    return mt_w_uint(p, (unsigned long long) v);
}
static inline char *mt_w_text(char *p, const char *s, size_t n) {
    __builtin_memcpy(p, s, n);
    return p + n;
}
/* a string literal (its length known to the compiler: the copy is a few stores) */
#define mt_w_lit(p, s) mt_w_text((p), (s), sizeof(s) - 1)
/* " <key>=<v>", key a string literal */
#define mt_w_field(p, key, v) mt_w_int(mt_w_lit((p), " " key "="), (v))
#pragma GCC visibility pop
#endif
