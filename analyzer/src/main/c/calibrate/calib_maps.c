/*
 * Anonymous maps the process made, as [start, end) page ranges, so that a partial munmap
 * (allocators trim their arenas that way) subtracts exactly the pages it removes.
 * A short list under one spinlock: programs make few anonymous maps directly.
 */
#define _GNU_SOURCE
#include <stdatomic.h>
#include <stdint.h>
#include <unistd.h>
#include "mpimem_calib.h"

#define MAX_MAPS 8192

struct range { uintptr_t start, end; };
static struct range *maps;
static int count;
static atomic_flag guard = ATOMIC_FLAG_INIT;

static uintptr_t page_up(uintptr_t x) {
    uintptr_t pg = 4096;
    return (x + pg - 1) & ~(pg - 1);
}

static void lock(void) {
    while (atomic_flag_test_and_set_explicit(&guard, memory_order_acquire)) ;
    if (!maps) maps = calib_raw_pages(MAX_MAPS * sizeof(struct range));
}

static void unlock(void) {
    atomic_flag_clear_explicit(&guard, memory_order_release);
}

size_t calib_maps_add(void *p, size_t len) {
    size_t added = 0;
    lock();
    if (maps && count < MAX_MAPS) {
        maps[count].start = (uintptr_t)p;
        maps[count].end = page_up((uintptr_t)p + len);
        added = maps[count].end - maps[count].start;
        count++;
    }
    unlock();
    return added;
}

size_t calib_maps_remove(void *p, size_t len) {
    uintptr_t lo = (uintptr_t)p, hi = page_up(lo + len);
    size_t removed = 0;
    lock();
    for (int i = 0; maps && i < count; i++) {
        struct range r = maps[i];
        if (r.end <= lo || r.start >= hi) continue;
        uintptr_t a = r.start > lo ? r.start : lo, b = r.end < hi ? r.end : hi;
        removed += b - a;
        if (r.start < a && r.end > b && count < MAX_MAPS) { /* a hole in the middle: split */
            maps[i].end = a;
            maps[count].start = b;
            maps[count].end = r.end;
            count++;
        } else if (r.start < a) maps[i].end = a;
        else if (r.end > b) maps[i].start = b;
        else { maps[i--] = maps[--count]; }
    }
    unlock();
    return removed;
}
