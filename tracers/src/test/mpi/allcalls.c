/* Every communicator-creating and -freeing call the tracer records (spawn: spawn.c), on an even
 * number n >= 4 of processes on one node. TracerMpiTest states the member lists it must produce. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(x) do { if ((x) != MPI_SUCCESS) { fprintf(stderr, "%s failed\n", #x); MPI_Abort(MPI_COMM_WORLD, 1); } } while (0)

int main(int argc, char **argv) {
    int provided, rank, n;
    CHECK(MPI_Init_thread(&argc, &argv, MPI_THREAD_SINGLE, &provided));
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    int cols = n / 2;
    MPI_Comm dup, rev, row, col, evens, pair, half, inter, merged, cart, crow, ccol, graph, dgraph, dgrapha, idup,
        dupi, shared, first = MPI_COMM_NULL;

    CHECK(MPI_Comm_dup(MPI_COMM_WORLD, &dup));
    CHECK(MPI_Comm_split(MPI_COMM_WORLD, 0, -rank, &rev));                  /* reversed key */
    CHECK(MPI_Comm_split(MPI_COMM_WORLD, rank / cols, rank, &row));          /* 2 rows */
    CHECK(MPI_Comm_split(MPI_COMM_WORLD, rank % cols, rank, &col));          /* n/2 columns */
    if (rank % 2 == 0) {                                                     /* create_group by a subset */
        MPI_Group world, even;
        int range[1][3] = {{0, n - 1, 2}};
        MPI_Comm_group(MPI_COMM_WORLD, &world);
        MPI_Group_range_incl(world, 1, range, &even);
        CHECK(MPI_Comm_create_group(MPI_COMM_WORLD, even, 7, &evens));
        MPI_Group_free(&even);
        MPI_Group_free(&world);
    }
    CHECK(MPI_Comm_split(MPI_COMM_WORLD, rank < 2 ? 0 : MPI_UNDEFINED, rank, &pair));
    CHECK(MPI_Comm_split(dup, rank % 2, rank, &half));                       /* evens, odds of dup */
    CHECK(MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, rank % 2 ? 0 : 1, 11, &inter));
    CHECK(MPI_Intercomm_merge(inter, rank % 2, &merged));                    /* evens first */

    MPI_Win w1, w2, w3, w4;
    int buf[4];
    void *p2, *p3;
    CHECK(MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &w1));
    CHECK(MPI_Win_allocate(64, 1, MPI_INFO_NULL, rev, &p2, &w2));
    CHECK(MPI_Win_allocate_shared(64, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &p3, &w3));
    CHECK(MPI_Win_create_dynamic(MPI_INFO_NULL, row, &w4));
    CHECK(MPI_Win_free(&w1));
    CHECK(MPI_Win_free(&w2));
    CHECK(MPI_Win_free(&w3));
    CHECK(MPI_Win_free(&w4));

    int dims[2] = {2, cols}, periods[2] = {0, 1}, keep_col[2] = {0, 1}, keep_row[2] = {1, 0};
    CHECK(MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart));
    CHECK(MPI_Cart_sub(cart, keep_col, &crow));                              /* rows of the grid */
    CHECK(MPI_Cart_sub(cart, keep_row, &ccol));                              /* its columns */

    int *index = malloc(sizeof(int) * n), *edges = malloc(sizeof(int) * 2 * n);
    for (int i = 0; i < n; i++) {                                            /* a ring */
        index[i] = 2 * (i + 1);
        edges[2 * i] = (i + n - 1) % n;
        edges[2 * i + 1] = (i + 1) % n;
    }
    CHECK(MPI_Graph_create(MPI_COMM_WORLD, n, index, edges, 0, &graph));
    int next = (rank + 1) % n, prev = (rank + n - 1) % n, one = 1;
    CHECK(MPI_Dist_graph_create(MPI_COMM_WORLD, 1, &rank, &one, &next, MPI_UNWEIGHTED, MPI_INFO_NULL, 0, &dgraph));
    CHECK(MPI_Dist_graph_create_adjacent(MPI_COMM_WORLD, 1, &prev, MPI_UNWEIGHTED, 1, &next, MPI_UNWEIGHTED,
                                         MPI_INFO_NULL, 0, &dgrapha));
    MPI_Request req;
    CHECK(MPI_Comm_idup(rev, &idup, &req));
    CHECK(MPI_Wait(&req, MPI_STATUS_IGNORE));
    CHECK(MPI_Comm_dup_with_info(col, MPI_INFO_NULL, &dupi));
    CHECK(MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL, &shared));
    MPI_Group world, low;
    int lowr[1][3] = {{0, cols - 1, 1}};
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Group_range_incl(world, 1, lowr, &low);
    CHECK(MPI_Comm_create(MPI_COMM_WORLD, low, &first));                    /* the first half; others NULL */

    /* Everything still here at the end is freed, idup by MPI_Comm_disconnect. */
    MPI_Comm *all[] = {&dup, &rev, &row, &col, &half, &inter, &merged, &cart, &crow, &ccol, &graph, &dgraph,
                       &dgrapha, &dupi, &shared};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) CHECK(MPI_Comm_free(all[i]));
    if (rank % 2 == 0) CHECK(MPI_Comm_free(&evens));
    if (pair != MPI_COMM_NULL) CHECK(MPI_Comm_free(&pair));
    if (first != MPI_COMM_NULL) CHECK(MPI_Comm_free(&first));
    CHECK(MPI_Comm_disconnect(&idup));
    MPI_Group_free(&low);
    MPI_Group_free(&world);
    free(index);
    free(edges);
    if (rank == 0) printf("allcalls: ok on %d processes\n", n);
    MPI_Finalize();
    return 0;
}
