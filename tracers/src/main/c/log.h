/* The per-process log file (log.c): records are appended to a shared file mapping, so that a
 * record costs no system call and a killed process leaves every completed record in the file.
 * The lowest layer of the tracer: it depends on no other unit. */
#ifndef MPIMEM_LOG_H
#define MPIMEM_LOG_H
#include <stddef.h>
#include <stdint.h>

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
size_t mt_format_int(char *out, long long v); /* the same into out (room for 20 bytes); its length */
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
#endif
