/* C wrappers: topology constructors, all collective over the old communicator. */
#include "mpimem_trace.h"
#include <stdio.h>

int MT_IMPL(MPI_Cart_create)(MPI_Comm old, int ndims, const int dims[], const int periods[], int reorder, MPI_Comm *n) {
    MT_PASS(MPI_Cart_create(old, ndims, dims, periods, reorder, n));
    const char *a = reorder ? " reorder=1" : " reorder=0";
    MT_WRAP(MPI_Cart_create(old, ndims, dims, periods, reorder, n), mt_rec_coll("MPI_Cart_create", old, *n, *n, a));
}

int MT_IMPL(MPI_Cart_sub)(MPI_Comm cart, const int remain[], MPI_Comm *n) {
    MT_WRAP(MPI_Cart_sub(cart, remain, n), mt_rec_coll("MPI_Cart_sub", cart, *n, *n, NULL));
}

int MT_IMPL(MPI_Graph_create)(MPI_Comm old, int nnodes, const int index[], const int edges[], int reorder, MPI_Comm *n) {
    MT_PASS(MPI_Graph_create(old, nnodes, index, edges, reorder, n));
    const char *a = reorder ? " reorder=1" : " reorder=0";
    MT_WRAP(MPI_Graph_create(old, nnodes, index, edges, reorder, n), mt_rec_coll("MPI_Graph_create", old, *n, *n, a));
}

int MT_IMPL(MPI_Dist_graph_create)(MPI_Comm old, int n, const int sources[], const int degrees[], const int dests[],
                          const int weights[], MPI_Info info, int reorder, MPI_Comm *g) {
    MT_PASS(MPI_Dist_graph_create(old, n, sources, degrees, dests, weights, info, reorder, g));
    const char *a = reorder ? " reorder=1" : " reorder=0";
    MT_WRAP(MPI_Dist_graph_create(old, n, sources, degrees, dests, weights, info, reorder, g),
            mt_rec_coll("MPI_Dist_graph_create", old, *g, *g, a));
}

int MT_IMPL(MPI_Dist_graph_create_adjacent)(MPI_Comm old, int indegree, const int sources[], const int sourceweights[],
                                   int outdegree, const int dests[], const int destweights[], MPI_Info info,
                                   int reorder, MPI_Comm *g) {
    MT_PASS(MPI_Dist_graph_create_adjacent(old, indegree, sources, sourceweights, outdegree, dests, destweights,
                                           info, reorder, g));
    const char *a = reorder ? " reorder=1" : " reorder=0";
    MT_WRAP(MPI_Dist_graph_create_adjacent(old, indegree, sources, sourceweights, outdegree, dests, destweights,
                                           info, reorder, g),
            mt_rec_coll("MPI_Dist_graph_create_adjacent", old, *g, *g, a));
}
