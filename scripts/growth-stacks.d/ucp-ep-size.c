/*
 * sizeof(ucp_ep_t) and UCX's endpoint chunks, which no LD_PRELOAD counter sees (UCX maps them
 * through UCM, past the preload): creates endpoints to its own worker and reports when a new
 * anonymous map of one chunk (128 KiB x strides: 3 with UCP_FEATURE_AM, else 2) appears.
 *   gcc -O1 -o ucp-ep-size ucp-ep-size.c -lucp -lucs && UCX_TLS=self,sm ./ucp-ep-size [am]
 * "am" asks for the features MPICH 4.0.2 asks for (TAG|RMA|AM); without it, TAG|RMA (Open MPI's
 * pml/ucx asks for TAG only: also two strides).
 */
#include <stdio.h>
#include <string.h>
#include <ucp/api/ucp.h>

static int maps_of(size_t size) { /* anonymous maps of exactly this size */
    FILE *f = fopen("/proc/self/maps", "r");
    char line[512];
    int n = 0;
    while (f && fgets(line, sizeof line, f)) {
        unsigned long a, b;
        char perm[8], path[256] = "";
        if (sscanf(line, "%lx-%lx %7s %*s %*s %*s %255s", &a, &b, perm, path) >= 3 && b - a == size && !path[0]) n++;
    }
    if (f) fclose(f);
    return n;
}

int main(int argc, char **argv) {
    int am = argc > 1 && !strcmp(argv[1], "am");
    ucp_params_t params = {.field_mask = UCP_PARAM_FIELD_FEATURES,
                           .features = UCP_FEATURE_TAG | UCP_FEATURE_RMA | (am ? UCP_FEATURE_AM : 0)};
    ucp_config_t *config;
    ucp_context_h context;
    ucp_worker_h worker;
    ucp_worker_params_t wparams = {.field_mask = UCP_WORKER_PARAM_FIELD_THREAD_MODE,
                                   .thread_mode = UCS_THREAD_MODE_SINGLE};
    ucp_address_t *address;
    size_t length, chunk = (am ? 3 : 2) * 128 * 1024;
    if (ucp_config_read(NULL, NULL, &config) != UCS_OK || ucp_init(&params, config, &context) != UCS_OK ||
        ucp_worker_create(context, &wparams, &worker) != UCS_OK ||
        ucp_worker_get_address(worker, &address, &length) != UCS_OK) return 1;
    int last = maps_of(chunk);
    ucp_ep_h previous = NULL;
    for (int i = 1; i <= 3000; i++) {
        ucp_ep_params_t ep = {.field_mask = UCP_EP_PARAM_FIELD_REMOTE_ADDRESS, .address = address};
        ucp_ep_h handle;
        if (ucp_ep_create(worker, &ep, &handle) != UCS_OK) return 1;
        if (i == 2) printf("ucp_ep_t stride (sizeof): %ld B\n", (long)((char *)handle - (char *)previous));
        int now = maps_of(chunk);
        if (now != last) printf("endpoint %d: %d maps of %zu B\n", i, now, chunk);
        last = now;
        previous = handle;
    }
    return 0;
}
