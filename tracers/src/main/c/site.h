/* Call sites (site.c). Depends on log.h only. */
#ifndef MPIMEM_SITE_H
#define MPIMEM_SITE_H
#include <stddef.h>
/* internal (log.h) */
#pragma GCC visibility push(hidden)

/* The application's call site of the outermost wrapper running on this thread: its return address,
 * taken where the application's call lands (a trampoline jumps, it does not call, so the address is
 * still the application's). head() writes it as site=<object>+0x<offset>. */
extern __thread void *mt_site __attribute__((tls_model("initial-exec")));
void mt_put_site(void);
/* That text (len 0: none); valid until the next call, under the log's lock. */
const char *mt_site_text(size_t *len);
#pragma GCC visibility pop
#endif
