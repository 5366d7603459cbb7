/* Shared by the calibration preload's files: the size table and the anonymous-map list. */
#ifndef MPIMEM_CALIB_H
#define MPIMEM_CALIB_H
#include <stddef.h>

/* Live bytes of heap blocks and anonymous maps: exported for the measured program (via dlsym). */
long long mpimem_calib_live(void);

/* Live bytes of arrival-order buffers among them, and the switch that sorts them (calib_arrival.c). */
long long mpimem_calib_arrival(void);
void mpimem_calib_watch(int on);
/* True when the calling allocation's stack is an arrival-order buffer's (calib_arrival.c). */
int calib_arrival_stack(void);

/* Remembers the requested size of heap block p. */
void calib_table_put(void *p, size_t n);
/* Forgets p and returns its size (0 for a block allocated before the preload was active). */
size_t calib_table_take(void *p);

/* Records an anonymous map and returns the bytes it adds (its length in whole pages). */
size_t calib_maps_add(void *p, size_t len);
/* Removes [p, p+len) from the recorded anonymous maps and returns the bytes removed. */
size_t calib_maps_remove(void *p, size_t len);

/* Backing storage outside the interposed allocator, so the counter never counts itself. */
void *calib_raw_pages(size_t bytes);
#endif
