/*
 * Exercises every interposed call from two threads, prints a checksum of what it computed and
 * exits with 7; with the calibration preload it also reports on stderr the live bytes its own
 * remaining blocks add after the threads' churn (known: 3 x 1000 B heap + a 5-page anonymous map
 * with 2 pages unmapped), which a table corrupted by the threads would get wrong.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <malloc.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

static void *churn(void *arg) {
    unsigned long sum = (unsigned long)arg;
    for (int i = 0; i < 20000; i++) {
        char *p = malloc(1 + i % 300), *q = calloc(3, 1 + i % 50);
        p[0] = (char)i;
        p = realloc(p, 2 + i % 700);
        void *a = NULL;
        if (posix_memalign(&a, 64, 128) == 0) memset(a, 1, 128);
        void *b = aligned_alloc(32, 96), *c = memalign(128, 40);
        sum += (unsigned char)p[0] + q[2];
        free(p); free(q); free(a); free(b); free(c);
    }
    return (void *)sum;
}

int main(void) {
    long long (*live)(void) = (long long (*)(void))dlsym(RTLD_DEFAULT, "mpimem_calib_live");
    pthread_t t[2];
    for (long i = 0; i < 2; i++) pthread_create(&t[i], NULL, churn, (void *)i);
    unsigned long total = 0;
    for (int i = 0; i < 2; i++) { void *r; pthread_join(t[i], &r); total += (unsigned long)r; }
    long long start = live ? live() : 0; /* after the joins: thread stacks and TLS are glibc's business */
    char *kept[3];
    for (int i = 0; i < 3; i++) kept[i] = malloc(1000), kept[i][999] = (char)i; /* used: gcc may elide an unused malloc */
    char *m = mmap(NULL, 5 * 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    munmap(m + 4096, 2 * 4096); /* a hole in the middle */
    m[0] = 1;
    if (live) fprintf(stderr, "live +%lld\n", live() - start);
    printf("checksum %lu usable %d kept %d\n", total, malloc_usable_size(kept[0]) >= 1000, kept[0][999] + kept[1][999] + kept[2][999]);
    return 7;
}
