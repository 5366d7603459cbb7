#!/bin/sh
# Which MPI-4 communicator constructors the MPI behind the compiler wrapper $1 has: prints
# -DMT_HAVE_<function> for each one a test program can both compile (declared in mpi.h) and link
# (exported by the library). MPI_VERSION cannot say: Open MPI 5 reports 3 and has them.
# Used by the Makefile and by TracerLibrary (mpimem tracer build).
cc=${1:-mpicc}
dir=$(mktemp -d "${TMPDIR:-/tmp}/mpimem-features.XXXXXX") || exit 1
trap 'rm -rf "$dir"' EXIT
for f in MPI_Comm_idup_with_info MPI_Comm_create_from_group MPI_Intercomm_create_from_groups; do
    # the volatile store keeps the reference, so the link step checks that the library exports it
    printf '#include <mpi.h>\nint main(void) { void *volatile p = (void *) &%s; return p == 0; }\n' "$f" > "$dir/check.c"
    if $cc -o "$dir/check" "$dir/check.c" > /dev/null 2>&1; then printf -- '-DMT_HAVE_%s\n' "$f"; fi
done
